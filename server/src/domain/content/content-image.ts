import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';

/** The longest side of a content image once stored: a carousel picture on a large screen. */
export const CONTENT_IMAGE_MAX_SIDE = 2400;

/**
 * sharp's time limit for one content image (decision 100): a 50-megapixel photo re-encodes in a
 * few seconds on the site's two cores. libvips checks it between the parts of the picture it
 * computes, so it stops a slow decode or encode; an SVG that librsvg renders in one long call is
 * stopped only once that call returns, hence SVG_EFFECTS below.
 */
export const CONTENT_IMAGE_TIMEOUT_SECONDS = 20;

/** What sharp may decode for a content image; anything else (TIFF, PDF, HEIC...) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'svg', 'heif']);

/** The parts of an SVG that could act rather than draw. */
export const SVG_ACTIVE_PARTS = /<script|<foreignObject|<!ENTITY|\son[a-z]+\s*=|javascript:/i;
/**
 * Filter effects (`<filter>`, its `fe…` primitives, CSS `filter: blur(…)`): librsvg computes
 * them over the whole picture in one call, which sharp's time limit does not interrupt (measured:
 * a 1 s limit stopped 40 feTurbulence after 132 s). Refused before librsvg sees them; a PNG
 * export keeps their look.
 */
const SVG_EFFECTS = /filter|<fe[A-Z]/i;

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
  svgEffects:
    'Cette image SVG contient des effets (filtres) trop longs à convertir : enregistrez-la en PNG, puis recommencez.',
  tooManyPixels: (maxPixels: number) =>
    `L’image est trop grande : ${Math.round(maxPixels / 1_000_000)} mégapixels au plus. Réduisez-la, puis recommencez.`,
  tooLarge: (maxBytes: number) =>
    `Le fichier dépasse ${Math.round(maxBytes / 1024 / 1024)} Mo : réduisez l’image, puis recommencez.`,
  tooSlow:
    'Cette image demande trop de calcul pour être convertie : enregistrez-la en PNG ou en JPEG, plus petite, puis recommencez.',
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
  limits: { maxBytes: number; maxPixels: number; timeoutSeconds?: number },
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
  if (format === 'svg' && SVG_EFFECTS.test(input.toString('utf8'))) {
    throw new ContentImageRefusal(IMAGE_REFUSAL.svgEffects, 415);
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .timeout({ seconds: limits.timeoutSeconds ?? CONTENT_IMAGE_TIMEOUT_SECONDS })
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
    // sharp's own words when the limit stops it ("timeout: 40% complete").
    if (error instanceof Error && error.message.startsWith('timeout')) {
      throw new ContentImageRefusal(IMAGE_REFUSAL.tooSlow, 400);
    }
    throw new ContentImageRefusal(IMAGE_REFUSAL.notAnImage, 415);
  }
}
