// The gallery's reference for Lighthouse (decision 040): a static HTML file, served by the bench's
// nginx, that holds the very twelve thumbnails `/vos-photos` shows first, in the build's own
// page and stylesheet. Nothing runs and nothing is asked for but the page, its CSS and the
// images: the fastest the gallery's first paint can be, which ours is compared with.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Writes `staticDir/<name>/`: the running server's own `/vos-photos` document (its first page
 * rendered in, decision 040) without its scripts, its data and its module preloads, with copies
 * of its thumbnails beside it; with a gzip copy, as nginx's gzip_static serves it. The same
 * markup, images and stylesheet as ours, nothing to run: the fastest the gallery's first paint
 * can be. Returns its path under nginx's /static/.
 * @param {{ staticDir: string, name: string, serverUrl: string, photosDir: string }} options
 */
export async function writeGalleryReference({ staticDir, name, serverUrl, photosDir }) {
  const res = await fetch(`${serverUrl}/vos-photos`);
  if (!res.ok) throw new Error(`GET /vos-photos answered ${res.status}`);
  const rendered = await res.text();
  const thumbnails = [
    ...new Set([...rendered.matchAll(/\/uploads\/photos\/thumbs\/([\w.-]+)/g)].map((m) => m[1] ?? '')),
  ];
  if (thumbnails.length === 0) throw new Error('the gallery reference needs photos: /vos-photos rendered none');
  const dir = path.join(staticDir, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const file of thumbnails) fs.copyFileSync(path.join(photosDir, 'thumbs', file), path.join(dir, file));
  const html = rendered
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replaceAll('/uploads/photos/thumbs/', `/static/${name}/`);
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(html, { level: 9 }));
  return `/static/${name}/`;
}
