import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { ZipFile } from 'yazl';
import { multipart } from '../gallery/support/multipart.js';
import { bearer } from '../moderation/support.js';
import type { TestApp } from '../support/test-app.js';

const SEED_IMAGES = fileURLToPath(new URL('../../../client/src/content/images/', import.meta.url));

/** The seed's pictures in the test site's client folder, where a build puts them (/assets/<name>). */
export function installSeedImages(t: TestApp): void {
  for (const name of fs.readdirSync(SEED_IMAGES)) {
    fs.copyFileSync(path.join(SEED_IMAGES, name), path.join(t.config.clientDir, 'assets', name));
  }
}

/** A multipart POST of one file in the field `file` (or `field`), as an organiser's browser sends it. */
export async function filePost(
  url: string,
  data: Buffer,
  token: string | null,
  opts: { name?: string; type?: string; field?: string } = {},
): Promise<InjectOptions> {
  const { payload, headers } = await multipart([
    { name: opts.name ?? 'image.png', data, type: opts.type ?? 'image/png', field: opts.field ?? 'file' },
  ]);
  return { method: 'POST', url, payload, headers: token === null ? headers : { ...headers, ...bearer(token) } };
}

/** A zip of these files, as an organiser could make one by hand (deflated). */
export function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(files)) {
    zip.addBuffer(typeof data === 'string' ? Buffer.from(data) : data, name, { compress: true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** An SVG that would run a script if a browser showed it as a document. */
export const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="alert(1)"><script>fetch("/api/auth/me")</script><rect width="120" height="80" fill="#0b5d6b"/></svg>',
);
