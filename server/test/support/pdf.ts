import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A real one-page PDF saying `text` (Helvetica, ASCII), written object by object with its true
 * cross-reference offsets: what a PDF writer makes, in a few hundred bytes (`pdftotext` reads it).
 * `padTo`: the stream grows with spaces until the file is at least that many bytes.
 */
export function minimalPdf(text: string, padTo = 0): Buffer {
  const bare = pdfOf(`BT /F1 24 Tf 72 760 Td (${text}) Tj ET`);
  // The offsets' digits may grow by a few bytes with the padding: a little more than asked.
  return bare.length >= padTo
    ? bare
    : pdfOf(`BT /F1 24 Tf 72 760 Td (${text}) Tj ET${' '.repeat(padTo - bare.length)}`);
}

function pdfOf(stream: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The text of a PDF, as poppler's pdftotext reads it (layout kept, so lines stay whole). */
export function pdfText(data: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'document.pdf'), data);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'document.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
