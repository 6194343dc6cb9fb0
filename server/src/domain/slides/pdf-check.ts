import fs from 'node:fs/promises';
import { Transform } from 'node:stream';

/** The header's bytes, the trailer's window at the end, the window read at the trailer's offset. */
const HEADER_BYTES = 8;
const TAIL_BYTES = 1024;
const XREF_BYTES = 40;

/** Whether a file's first bytes are a PDF's header, `%PDF-1.x` (or 2.x). */
export function hasPdfHeader(head: Buffer): boolean {
  return /^%PDF-[12]\.\d/.test(head.subarray(0, HEADER_BYTES).toString('latin1'));
}

/** The offset the trailer (in a file's last bytes) gives, when it lands inside a file of `length` bytes. */
function trailerOffset(tail: Buffer, length: number): number | undefined {
  // Writers may leave line breaks or NUL padding after the last %%EOF, never much.
  const trailer = /startxref\s+(\d{1,15})\s+%%EOF[\s\0]*$/.exec(tail.toString('latin1'));
  if (trailer === null) return undefined;
  const offset = Number(trailer[1]);
  return offset < HEADER_BYTES || offset >= length ? undefined : offset;
}

/** Whether the bytes at the trailer's offset open a cross-reference table (`xref`) or stream (`n 0 obj`). */
const opensCrossReference = (at: Buffer) => /^\s*(?:xref|\d+\s+\d+\s+obj)\b/.test(at.toString('latin1'));

/**
 * Whether `data` is a PDF by its content (decision 084), not by a name or a declared type: it
 * starts with the `%PDF-1.x` (or 2.x) header, and ends with the trailer every PDF writer puts
 * last, `startxref <offset> %%EOF`, whose offset lands inside the file on the cross-reference
 * table (`xref`) or stream (`n 0 obj`). An HTML page or an SVG renamed `.pdf` has neither.
 */
export function isPdf(data: Buffer): boolean {
  if (!hasPdfHeader(data)) return false;
  const offset = trailerOffset(data.subarray(Math.max(0, data.length - TAIL_BYTES)), data.length);
  return offset !== undefined && opensCrossReference(data.subarray(offset, offset + XREF_BYTES));
}

/** The same check of a file on disk (a slides upload received, decision 106), reading only the parts it needs. */
export async function isPdfFile(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    if (!hasPdfHeader(await read(0, HEADER_BYTES))) return false;
    const offset = trailerOffset(await read(Math.max(0, size - TAIL_BYTES), TAIL_BYTES), size);
    return offset !== undefined && opensCrossReference(await read(offset, XREF_BYTES));
  } finally {
    await handle.close();
  }
}

/** Thrown by pdfHeaderGate: what is being received does not start as a PDF. */
export class NotPdfError extends Error {
  constructor() {
    super('not a PDF: no %PDF- header');
    this.name = 'NotPdfError';
  }
}

/**
 * A pass-through stream that fails with NotPdfError as soon as its first bytes are not a PDF's
 * header: a file received is refused on its first chunk, not once it has all arrived.
 */
export function pdfHeaderGate(): Transform {
  let head = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < HEADER_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEADER_BYTES - head.length)]);
        if (head.length === HEADER_BYTES && !hasPdfHeader(head)) return done(new NotPdfError());
      }
      done(null, chunk);
    },
    flush(done) {
      // A few bytes are not a PDF; nothing at all is left to the route to name (no file).
      done(head.length === 0 || head.length === HEADER_BYTES ? null : new NotPdfError());
    },
  });
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
