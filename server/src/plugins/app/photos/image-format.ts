/** The formats a photo may arrive in; everything else is refused before sharp sees it. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** How many leading bytes `sniffImageFormat` needs. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

/**
 * Names the format from the file's first bytes (its "magic number"), never from its name or
 * declared type: a PDF or a script renamed .jpg, or an SVG (which can carry script), is null.
 */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && isAvifBrand(head)) return 'avif';
  return null;
}

/** An ISO-BMFF file is AVIF when its major or one of its compatible brands says so (not HEIC). */
function isAvifBrand(head: Uint8Array): boolean {
  const boxSize = Buffer.from(head.subarray(0, 4)).readUInt32BE(0);
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands.includes('avif') || brands.includes('avis');
}
