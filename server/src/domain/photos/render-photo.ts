import fs from 'node:fs/promises';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { SNIFF_BYTES, sniffImageFormat } from './image-format.js';
import { heicToJpeg, HeicFailure } from './heic-to-jpeg.js';
import { estimateRenderCost, isHeic, MAX_HEIC_COST_MS, MAX_RENDER_COST_MS, renderCostLimit } from './render-cost.js';

// libvips keeps up to 50 MB of recent operations for reuse; no photo is ever processed twice,
// so that cache only held memory after a burst of uploads (docs/reliability.md).
sharp.cache(false);

/** A file that cannot become a photo; its message is the French reason shown to the user. */
export class PhotoRefusal extends Error {
  constructor(
    message: string,
    readonly kind:
      | 'empty'
      | 'too-large'
      | 'not-an-image'
      | 'corrupt'
      | 'too-many-pixels'
      | 'bad-shape'
      | 'too-slow'
      | 'duplicate'
      | 'unexpected-field',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PhotoRefusal';
  }
}

export const NOT_AN_IMAGE = 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF, AVIF ou HEIC).';
export const CORRUPT_IMAGE = 'L’image est endommagée ou incomplète.';
export const EMPTY_FILE = 'Le fichier est vide.';
export const TOO_SLOW =
  'Cette image demande trop de travail pour être traitée : envoyez-la en JPEG ou dans une taille plus petite.';

export const FULL_MAX_SIDE = 1024;
export const FULL_MAX_BYTES = 1024 * 1024;
export const THUMB_WIDTH = 400;
/**
 * The grid shows a thumbnail about 180 CSS px wide on a phone: 400 px covers a 2× screen. At
 * that size quality 60 with effort 6 looks like 75 and weighs a third less (14 vs 21 KB for
 * our grainy test photos), which lifted the gallery's Lighthouse score on slow 4G from 94 to
 * 96-97 (docs/benchmarks.md, decision 011). Effort 6 costs about 25 ms more per upload.
 */
const THUMB_WEBP = { quality: 60, effort: 6 } as const;
/**
 * The same thumbnail in AVIF, for browsers that take it (decision 041): on real photos a quarter
 * to two fifths lighter than the WebP. Effort 0, since effort 2 gave the same bytes (within 3 %)
 * at four to six times the cost, and effort 4 took a second on a grainy photo: 15-20 ms here.
 */
export const THUMB_AVIF = { quality: 45, effort: 0 } as const;
/**
 * The lightbox's copy of the stored photo, same pixels, in WebP: a third to a half lighter
 * than the JPEG on real photos. Quality 70 rather than the grid's 60, since it is seen full screen.
 */
export const DISPLAY_WEBP = { quality: 70, effort: 4 } as const;
/** A display copy that saves less than this share of the JPEG is not worth a second file. */
const DISPLAY_MIN_SAVING = 0.1;
/** Tried in turn until the full-size JPEG fits in FULL_MAX_BYTES. */
const JPEG_QUALITIES = [82, 72, 62, 52, 42, 32];

/**
 * What one image may cost. A 1 × 50,000,000 PNG (97 KB, within 50 megapixels) took 11 s of
 * decoding here, one row at a time; a degenerate shape is refused from its header instead, and
 * any image is stopped after `timeoutSeconds` of work (the heaviest real photo measured, a
 * 49-megapixel WebP, takes 2.3 s). Decision 013.
 */
export interface RenderLimits {
  maxPixels: number;
  /** The shorter side, in pixels: below it the file is not a photo (icons, 1-pixel strips). */
  minSide: number;
  /** The longer side over the shorter: a 360° phone panorama is about 10. */
  maxAspectRatio: number;
  timeoutSeconds: number;
}

export const DEFAULT_RENDER_LIMITS: Omit<RenderLimits, 'maxPixels'> = {
  minSide: 32,
  maxAspectRatio: 20,
  timeoutSeconds: 6,
};

export interface RenderedPhoto {
  full: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
  /** The same thumbnail in AVIF. */
  thumbAvif: Buffer;
  thumbWidth: number;
  thumbHeight: number;
  /** The lightbox's lighter copy (WebP, same size); null when the JPEG is about as light. */
  display: Buffer | null;
}

/**
 * Turns an uploaded file into a publishable photo: checks its content and shape, turns it
 * upright by its EXIF orientation, fits it within 1024 px as a JPEG of at most 1 MB and makes
 * WebP and AVIF thumbnails and the lightbox's WebP copy. The original is decoded once, into 1024 px of plain pixels that every later
 * step starts from. Nothing of the original's metadata (EXIF, GPS, ICC, XMP) is written out:
 * sharp drops it unless asked to keep it. Throws a PhotoRefusal for anything that is not a photo.
 */
export async function renderPhoto(filePath: string, limits: RenderLimits): Promise<RenderedPhoto> {
  const { heic } = await checkHeader(filePath, limits);
  // sharp cannot decode HEVC (decision 048): a HEIC enters the pipeline as the JPEG made of it.
  const input = heic ? await convertHeic(filePath, limits) : filePath;
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    // failOn 'truncated': a cut-off file is refused, yet harmless warnings from phones are not.
    pixels = await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'truncated', pages: 1 })
      .timeout({ seconds: limits.timeoutSeconds })
      .rotate()
      .resize(FULL_MAX_SIDE, FULL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      // Transparent PNG/WebP/GIF areas become white, not JPEG's default black.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) {
      throw new PhotoRefusal(TOO_SLOW, 'too-slow', { cause: error });
    }
    throw new PhotoRefusal(CORRUPT_IMAGE, 'corrupt', { cause: error });
  }
  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });
  let full: Buffer | undefined;
  for (const quality of JPEG_QUALITIES) {
    full = await fromPixels().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (full.length <= FULL_MAX_BYTES) break;
  }
  if (!full || full.length > FULL_MAX_BYTES) throw new PhotoRefusal(CORRUPT_IMAGE, 'corrupt');
  const thumbPixels = await fromPixels()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const thumbSize = { width: thumbPixels.info.width, height: thumbPixels.info.height };
  const fromThumbPixels = () => sharp(thumbPixels.data, { raw: { ...thumbSize, channels: thumbPixels.info.channels } });
  // One after the other: the fair queue counts one image as one core's work.
  const thumb = await fromThumbPixels().webp(THUMB_WEBP).toBuffer();
  const thumbAvif = await fromThumbPixels().avif(THUMB_AVIF).toBuffer();
  const display = await fromPixels().webp(DISPLAY_WEBP).toBuffer();
  return {
    full,
    width,
    height,
    thumb,
    thumbAvif,
    thumbWidth: thumbSize.width,
    thumbHeight: thumbSize.height,
    display: display.length <= full.length * (1 - DISPLAY_MIN_SAVING) ? display : null,
  };
}

/**
 * Checks an uploaded file's header (checkHeader) and estimates the work of rendering it, in
 * milliseconds of one core: what the image workers schedule it by (scheduling/fair-queue.ts). Throws a
 * PhotoRefusal as renderPhoto would, without decoding anything.
 */
export async function inspectPhoto(filePath: string, limits: RenderLimits): Promise<{ cost: number }> {
  return { cost: (await checkHeader(filePath, limits)).cost };
}

/**
 * A HEIC as a JPEG, or the refusal renderPhoto would give. Its time limit is to the HEIC bound
 * what `timeoutSeconds` is to the others'.
 */
async function convertHeic(filePath: string, limits: RenderLimits): Promise<Buffer> {
  const timeoutSeconds = Math.ceil((limits.timeoutSeconds * MAX_HEIC_COST_MS) / MAX_RENDER_COST_MS);
  try {
    return await heicToJpeg(filePath, timeoutSeconds);
  } catch (error) {
    if (error instanceof HeicFailure && error.reason === 'too-slow') {
      throw new PhotoRefusal(TOO_SLOW, 'too-slow', { cause: error });
    }
    throw new PhotoRefusal(CORRUPT_IMAGE, 'corrupt', { cause: error });
  }
}

/**
 * Refuses by magic bytes, by the header's dimensions and shape, and by the estimated work
 * (render-cost.ts), before anything is decoded; returns that estimate, and whether it is a HEIC.
 */
async function checkHeader(filePath: string, limits: RenderLimits): Promise<{ cost: number; heic: boolean }> {
  const handle = await fs.open(filePath, 'r');
  let head: Buffer;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) throw new PhotoRefusal(EMPTY_FILE, 'empty');
  if (sniffImageFormat(head) === null) throw new PhotoRefusal(NOT_AN_IMAGE, 'not-an-image');

  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked below with the real numbers.
    metadata = await sharp(filePath, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PhotoRefusal(CORRUPT_IMAGE, 'corrupt', { cause: error });
  }
  const width = metadata.width;
  const height = metadata.pageHeight ?? metadata.height;
  if (!width || !height) throw new PhotoRefusal(CORRUPT_IMAGE, 'corrupt');
  const size = `${formatCount(width)} × ${formatCount(height)} pixels`;
  if (width * height > limits.maxPixels) {
    const megapixels = Math.round(limits.maxPixels / 1_000_000);
    throw new PhotoRefusal(`L’image est trop grande : ${size} (au plus ${megapixels} mégapixels).`, 'too-many-pixels');
  }
  const shortSide = Math.min(width, height);
  if (shortSide < limits.minSide) {
    throw new PhotoRefusal(
      `L’image est trop petite ou trop étroite pour être une photo : ${size} (au moins ${limits.minSide} pixels de côté).`,
      'bad-shape',
    );
  }
  if (Math.max(width, height) / shortSide > limits.maxAspectRatio) {
    throw new PhotoRefusal(
      `L’image est trop allongée pour être une photo : ${size} (le grand côté fait au plus ${limits.maxAspectRatio} fois le petit).`,
      'bad-shape',
    );
  }
  const cost = estimateRenderCost(metadata, width * height);
  if (cost > renderCostLimit(metadata)) throw new PhotoRefusal(TOO_SLOW, 'too-slow');
  return { cost, heic: isHeic(metadata) };
}

/** 50000000 as "50 000 000", with the narrow no-break space French uses between thousands. */
function formatCount(value: number): string {
  return new Intl.NumberFormat('fr-FR').format(value);
}
