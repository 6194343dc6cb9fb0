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
