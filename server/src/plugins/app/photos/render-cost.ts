import type { Metadata } from 'sharp';

/**
 * Milliseconds of one core here to decode a megapixel and shrink it to 1024 px, by format and
 * kind, measured with sharp on noisy 12- and 50-megapixel images (decision 045). JPEG and WebP
 * shrink while decoding; an interlaced PNG is decoded whole, seven passes, and 16 bits a sample
 * double it; AVIF is the slowest by far.
 */
const MS_PER_MEGAPIXEL = {
  jpeg: 18,
  jpegProgressive: 29,
  png: 5,
  png16: 23,
  pngInterlaced: 50,
  png16Interlaced: 95,
  webp: 8,
  gif: 11,
  avif: 150,
} as const;

/** Encoding the 1024 px JPEG, the WebP and AVIF thumbnails and the WebP copy (decision 041), whatever the original. */
const ENCODING_MS = 150;

/**
 * The most work one image may cost: an image estimated above it is refused before any decoding
 * (TOO_SLOW), whatever its pixel count; the timeout stays as a backstop for an estimate that is
 * wrong. 2.5 s admits any JPEG, WebP or plain PNG within the pixel limit, an interlaced 16-bit
 * PNG up to about 26 megapixels and an AVIF up to about 16.
 */
export const MAX_RENDER_COST_MS = 2500;

/** The estimated work of rendering an image, in milliseconds of one core, from its header. */
export function estimateRenderCost(
  metadata: Pick<Metadata, 'format' | 'depth' | 'isProgressive'>,
  pixels: number,
): number {
  const megapixels = pixels / 1_000_000;
  const wide = metadata.depth === 'ushort' || metadata.depth === 'short';
  const progressive = metadata.isProgressive === true;
  const rates: Partial<Record<string, number>> = {
    jpeg: progressive ? MS_PER_MEGAPIXEL.jpegProgressive : MS_PER_MEGAPIXEL.jpeg,
    png: progressive
      ? wide
        ? MS_PER_MEGAPIXEL.png16Interlaced
        : MS_PER_MEGAPIXEL.pngInterlaced
      : wide
        ? MS_PER_MEGAPIXEL.png16
        : MS_PER_MEGAPIXEL.png,
    webp: MS_PER_MEGAPIXEL.webp,
    gif: MS_PER_MEGAPIXEL.gif,
  };
  // AVIF/HEIF, and anything sharp reads that the table does not know: the slowest rate.
  const rate = rates[metadata.format ?? ''] ?? MS_PER_MEGAPIXEL.avif;
  return Math.round(ENCODING_MS + megapixels * rate);
}
