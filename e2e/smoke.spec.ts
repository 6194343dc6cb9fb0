import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/production-server.mjs';
import { expect, test } from './fixtures';
import { openGallery } from './support/gallery';

test('the production build serves the home page in French', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a client route loads directly', async ({ page }) => {
  const response = await page.goto('/programme');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
});

/** The raw bytes of an answer, as they came over the wire (no decoding). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('the page’s scripts and stylesheet come compressed at build time, sent as they are', async ({ page, baseURL }) => {
  const assets = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await openGallery(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vos Photos' })).toBeVisible();
  expect(assets.size).toBeGreaterThan(3);
  for (const asset of assets) {
    const file = path.join(repoRoot, 'client/dist', asset);
    if (fs.statSync(file).size < 1024) continue;
    const answer = await rawGet(`${baseURL}${asset}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding'], asset).toBe('br');
    expect(answer.body.equals(fs.readFileSync(`${file}.br`)), asset).toBe(true);
  }
});
