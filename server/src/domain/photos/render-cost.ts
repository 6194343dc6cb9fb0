import type { Metadata } from 'sharp';

/**
 * Milliseconds of one core here to decode a megapixel and shrink it to 1024 px, by format and
 * kind, measured with sharp on noisy 12- and 50-megapixel images (decision 045). JPEG and WebP
 * shrink while decoding; an interlaced PNG is decoded whole, seven passes, and 16 bits a sample
 * double it; AVIF is the slowest of sharp's. HEIC is decoded by libheif in WebAssembly, whole, then
 * encoded to JPEG in JavaScript (heic-convert) before sharp reads it: 4.7 to 7 times an AVIF of the
 * same 12-megapixel photo (2 MB HEIC), timed side by side on a busy machine (decision 048).
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
  heic: 800,
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

/**
 * The bound for HEIC instead (decision 048): libheif in WebAssembly decodes on one thread, whole,
 * and heic-convert encodes the JPEG in JavaScript, so a 12-megapixel phone photo, the common size,
 * costs about 10 s. Refusing it would refuse the photos HEIC exists for; it runs as one heavy
 * task (scheduling/fair-queue.ts), on every worker but one, like a large PNG. Up to about 14.8 megapixels fit; a
 * 24-megapixel one is refused with TOO_SLOW (the browser converts it before sending).
 */
export const MAX_HEIC_COST_MS = 12_000;

/** Whether sharp's header reading is of a HEIC: HEIF holding HEVC (AVIF is HEIF holding AV1). */
export function isHeic(metadata: Pick<Metadata, 'format' | 'compression'>): boolean {
  return metadata.format === 'heif' && metadata.compression === 'hevc';
}

/** The most work an image of this kind may cost. */
export function renderCostLimit(metadata: Pick<Metadata, 'format' | 'compression'>): number {
  return isHeic(metadata) ? MAX_HEIC_COST_MS : MAX_RENDER_COST_MS;
}

/** The estimated work of rendering an image, in milliseconds of one core, from its header. */
export function estimateRenderCost(
  metadata: Pick<Metadata, 'format' | 'compression' | 'depth' | 'isProgressive'>,
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
  // AVIF, and anything sharp reads that the table does not know: the slowest rate of sharp's own.
  const rate = isHeic(metadata) ? MS_PER_MEGAPIXEL.heic : (rates[metadata.format ?? ''] ?? MS_PER_MEGAPIXEL.avif);
  return Math.round(ENCODING_MS + megapixels * rate);
}
