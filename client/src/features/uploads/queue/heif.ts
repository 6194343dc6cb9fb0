/** ISO-BMFF brands of HEIF images (HEVC and still-image profiles) as phones write them. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * Whether a file is a HEIC/HEIF image: by its type when the browser gave one, else by its
 * first bytes (a file shared from another app, or a desktop that knows no type for .heic,
 * comes with an empty or generic type): an `ftyp` box whose brand is a HEIF one.
 */
export async function isHeif(file: Blob): Promise<boolean> {
  if (/^image\/hei[cf](-sequence)?$/i.test(file.type)) return true;
  if (file.type !== '' && file.type !== 'application/octet-stream') return false;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const text = String.fromCharCode(...head.slice(4, 12));
  return text.startsWith('ftyp') && HEIF_BRANDS.has(text.slice(4, 8));
}

/**
 * A HEIC/HEIF photo as a JPEG, decoded by libheif in WebAssembly (heic-to), loaded only now:
 * the 3 MB decoder reaches only those who choose such a photo. Anything else, or a photo the
 * decoder cannot read, comes back as it was: the server converts it, or says why not.
 */
export async function heifToJpeg(file: File): Promise<File> {
  if (!(await isHeif(file))) return file;
  try {
    // The build that needs no `eval` (our CSP forbids it); its WebAssembly needs 'wasm-unsafe-eval'.
    const { heicTo } = await import('heic-to/csp');
    const jpeg = await heicTo({ blob: file, type: 'image/jpeg', quality: 0.92 });
    return new File([jpeg], `${file.name.replace(/\.hei[cf]$/i, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
