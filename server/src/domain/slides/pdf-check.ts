/**
 * Whether `data` is a PDF by its content (decision 084), not by a name or a declared type: it
 * starts with the `%PDF-1.x` (or 2.x) header, and ends with the trailer every PDF writer puts
 * last, `startxref <offset> %%EOF`, whose offset lands inside the file on the cross-reference
 * table (`xref`) or stream (`n 0 obj`). An HTML page or an SVG renamed `.pdf` has neither.
 */
export function isPdf(data: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  // Writers may leave line breaks or NUL padding after the last %%EOF, never much.
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
  const trailer = /startxref\s+(\d{1,15})\s+%%EOF[\s\0]*$/.exec(tail);
  if (trailer === null) return false;
  const offset = Number(trailer[1]);
  if (offset < 8 || offset >= data.length) return false;
  return /^\s*(?:xref|\d+\s+\d+\s+obj)\b/.test(data.subarray(offset, offset + 40).toString('latin1'));
}

/** Characters a file's name never keeps: control characters and what could read as a tag. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f<>]/g;

/** The device's file name, as plain text the content accepts (trimmed, 200 characters, no tag). */
export function slidesDisplayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_IN_NAME, '').replace(/\s+/g, ' ').trim().slice(0, 200).trim();
  return clean === '' ? 'diapositives.pdf' : clean;
}
