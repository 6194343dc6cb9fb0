import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';

/** The longest side of a content image once stored: a carousel picture on a large screen. */
export const CONTENT_IMAGE_MAX_SIDE = 2400;

/** What sharp may decode for a content image; anything else (TIFF, PDF, HEIC...) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'svg', 'heif']);

/** The parts of an SVG that could act rather than draw. */
export const SVG_ACTIVE_PARTS = /<script|<foreignObject|<!ENTITY|\son[a-z]+\s*=|javascript:/i;

/** Why a file cannot be a content image, in French, with the HTTP status it answers. */
export class ContentImageRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

export const IMAGE_REFUSAL = {
  notAnImage:
    'Ce fichier n’est pas une image lisible : choisissez une image JPEG, PNG, WebP, GIF, AVIF ou SVG, puis recommencez.',
  svgScript:
    'Cette image SVG contient du script, des liens ou des déclarations non autorisés : enregistrez-la en PNG, puis recommencez.',
  tooManyPixels: (maxPixels: number) =>
    `L’image est trop grande : ${Math.round(maxPixels / 1_000_000)} mégapixels au plus. Réduisez-la, puis recommencez.`,
  tooLarge: (maxBytes: number) =>
    `Le fichier dépasse ${Math.round(maxBytes / 1024 / 1024)} Mo : réduisez l’image, puis recommencez.`,
} as const;

export interface EncodedImage {
  /** The stored name: random, so it never collides and never says what the file was called. */
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an image an organiser sent (an upload or an imported archive, decisions 088 and
 * 089) into a WebP of at most CONTENT_IMAGE_MAX_SIDE px a side, without its metadata (sharp
 * drops EXIF and the like unless asked to keep them), turned upright first. The format is read
 * from the bytes by sharp, never from a name or a declared type. An SVG is rasterised by
 * librsvg, which runs no script and loads nothing outside the file: what is stored and served
 * is pixels, so a script in it never reaches a browser. An SVG that holds a script, an event
 * handler, a javascript: link, foreign HTML or entity declarations (the "billion laughs") is
 * refused all the same, before librsvg sees it: its author meant something pixels would not keep.
 */
export async function encodeContentImage(
  input: Buffer,
  limits: { maxBytes: number; maxPixels: number },
): Promise<EncodedImage> {
  if (input.length > limits.maxBytes) throw new ContentImageRefusal(IMAGE_REFUSAL.tooLarge(limits.maxBytes), 413);
  let meta: Metadata;
  try {
    // The header only: no pixel is decoded here, whatever the size it declares.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ContentImageRefusal(IMAGE_REFUSAL.notAnImage, 415);
  }
  const { format } = meta;
  // From the header, before any pixel is decoded (sharp's own limit below guards the decoder).
  if ((meta.width ?? 0) * (meta.height ?? 0) > limits.maxPixels) {
    throw new ContentImageRefusal(IMAGE_REFUSAL.tooManyPixels(limits.maxPixels), 413);
  }
  if (format === undefined || !ACCEPTED_FORMATS.has(format))
    throw new ContentImageRefusal(IMAGE_REFUSAL.notAnImage, 415);
  if (format === 'svg' && SVG_ACTIVE_PARTS.test(input.toString('utf8'))) {
    throw new ContentImageRefusal(IMAGE_REFUSAL.svgScript, 415);
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .rotate()
      .resize({
        width: CONTENT_IMAGE_MAX_SIDE,
        height: CONTENT_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // Drawings (an SVG's plans and logos) stay sharp; photographs get the usual lossy WebP.
      .webp(format === 'svg' ? { lossless: true } : { quality: 85, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
    return { name: `${randomBytes(16).toString('hex')}.webp`, data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ContentImageRefusal(IMAGE_REFUSAL.tooManyPixels(limits.maxPixels), 413);
    }
    throw new ContentImageRefusal(IMAGE_REFUSAL.notAnImage, 415);
  }
}
