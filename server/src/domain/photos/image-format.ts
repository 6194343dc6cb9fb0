/** The formats a photo may arrive in; everything else is refused before sharp sees it. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heic';

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
  if (ascii(head, 4, 8) === 'ftyp') {
    const brands = brandsOf(head);
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
    // HEVC in HEIF, as iPhones write it (decision 048); mif1/msf1 alone name HEIF in general.
    if (HEIC_BRANDS.some((brand) => brands.includes(brand))) return 'heic';
  }
  return null;
}

const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'];

/** The major brand and the compatible brands of an ISO-BMFF file's `ftyp` box. */
function brandsOf(head: Uint8Array): string[] {
  const boxSize = Buffer.from(head.subarray(0, 4)).readUInt32BE(0);
  const end = Math.min(boxSize, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands;
}
