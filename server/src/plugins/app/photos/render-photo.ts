import fs from 'node:fs/promises';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { SNIFF_BYTES, sniffImageFormat } from './image-format.js';

// libvips keeps up to 50 MB of recent operations for reuse; no photo is ever processed twice,
// so that cache only held memory after a burst of uploads (docs/reliability.md).
sharp.cache(false);

/** A file that cannot become a photo; its message is the French reason shown to the user. */
export class PhotoRefusal extends Error {
  constructor(
    message: string,
    readonly kind: 'empty' | 'too-large' | 'not-an-image' | 'corrupt' | 'too-many-pixels' | 'unexpected-field',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PhotoRefusal';
  }
}

export const NOT_AN_IMAGE = 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).';
export const CORRUPT_IMAGE = 'L’image est endommagée ou incomplète.';
export const EMPTY_FILE = 'Le fichier est vide.';

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
/** Tried in turn until the full-size JPEG fits in FULL_MAX_BYTES. */
const JPEG_QUALITIES = [82, 72, 62, 52, 42, 32];

export interface RenderedPhoto {
  full: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
  thumbWidth: number;
  thumbHeight: number;
}

/**
 * Turns an uploaded file into a publishable photo: checks its content, turns it upright by
 * its EXIF orientation, fits it within 1024 px as a JPEG of at most 1 MB and makes a WebP
 * thumbnail. Nothing of the original's metadata (EXIF, GPS, ICC, XMP) is written out: sharp
 * drops it unless asked to keep it. Throws a PhotoRefusal for anything that is not a photo.
 */
export async function renderPhoto(filePath: string, maxPixels: number): Promise<RenderedPhoto> {
  await checkHeader(filePath, maxPixels);
  // failOn 'truncated': a cut-off file is refused, yet harmless warnings from phones are not.
  const input = () => sharp(filePath, { limitInputPixels: maxPixels, failOn: 'truncated', pages: 1 });
  let full: { data: Buffer; info: OutputInfo } | undefined;
  try {
    for (const quality of JPEG_QUALITIES) {
      full = await input()
        .rotate()
        .resize(FULL_MAX_SIDE, FULL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        // Transparent PNG/WebP/GIF areas become white, not JPEG's default black.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      if (full.data.length <= FULL_MAX_BYTES) break;
    }
  } catch (error) {
    throw new PhotoRefusal(CORRUPT_IMAGE, 'corrupt', { cause: error });
  }
  if (!full || full.data.length > FULL_MAX_BYTES) throw new PhotoRefusal(CORRUPT_IMAGE, 'corrupt');
  // The thumbnail is made from the upright, already small JPEG: cheaper than the original.
  const thumb = await sharp(full.data)
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp(THUMB_WEBP)
    .toBuffer({ resolveWithObject: true });
  return {
    full: full.data,
    width: full.info.width,
    height: full.info.height,
    thumb: thumb.data,
    thumbWidth: thumb.info.width,
    thumbHeight: thumb.info.height,
  };
}

/** Refuses by magic bytes and by the header's dimensions, before anything is decoded. */
async function checkHeader(filePath: string, maxPixels: number): Promise<void> {
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
  if (width * height > maxPixels) {
    const megapixels = Math.round(maxPixels / 1_000_000);
    throw new PhotoRefusal(
      `L’image est trop grande : ${width} × ${height} pixels (au plus ${megapixels} mégapixels).`,
      'too-many-pixels',
    );
  }
}
