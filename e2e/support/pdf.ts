import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';

/** A real PDF, as Chromium prints a page saying `text` (decision 084's slides). */
export async function printedPdf(browser: Browser, text: string): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(`<h1>${text}</h1>`);
  const pdf = await page.pdf({ format: 'A4' });
  await context.close();
  return pdf;
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export function pdfText(data: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'document.pdf'), data);
    return execFileSync('pdftotext', [path.join(dir, 'document.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
