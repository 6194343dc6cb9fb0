// The gallery's reference for Lighthouse (issue 18): a static HTML file, served by the bench's
// nginx, that holds the very twelve thumbnails `/vos-photos` shows first, in the build's own
// page and stylesheet. Nothing runs and nothing is asked for but the page, its CSS and the
// images: the fastest the gallery's first paint can be, which ours is compared with.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './processes.mjs';

/** Thumbnails loaded at once with a high priority, as photo-gallery.tsx does (EAGER_THUMBNAILS). */
const EAGER_THUMBNAILS = 4;

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The gallery's first page in the markup of photo-gallery.tsx, thumbnails from `base`. */
function galleryList(photos, pageCount, base) {
  const items = photos.map((photo, i) => {
    const eager = i < EAGER_THUMBNAILS;
    const name = escapeHtml(photo.username);
    return `<li class="gallery__item"><button type="button" class="gallery__open"><img class="gallery__thumb" src="${base}${photo.thumbnail}" width="${photo.thumbWidth}" height="${photo.thumbHeight}" loading="${eager ? 'eager' : 'lazy'}" fetchpriority="${eager ? 'high' : 'auto'}" decoding="async" alt="Photo publiée par ${name}"/></button><p class="gallery__caption">Publié par <span class="gallery__author">${name}</span></p></li>`;
  });
  return `<ul class="gallery" aria-label="Photos, page 1 sur ${pageCount}">${items.join('')}</ul>`;
}

/**
 * Writes `staticDir/<name>/`: the build's prerendered `/vos-photos` (client/dist/vos-photos.html)
 * without its scripts, its gallery section holding the first page of the running server at
 * `serverUrl` (GET /api/photos?limit=12), and copies of those thumbnails from `photosDir`;
 * with a gzip copy, as nginx's gzip_static serves it. Returns its path under nginx's /static/.
 * @param {{ staticDir: string, name: string, serverUrl: string, photosDir: string }} options
 */
export async function writeGalleryReference({ staticDir, name, serverUrl, photosDir }) {
  // The spec's page of 12, the contracts' default page (from their build, made by npm run build).
  const { PHOTO_PAGE_DEFAULT_LIMIT: PAGE_SIZE } = await import('../../contracts/dist/index.js');
  const res = await fetch(`${serverUrl}/api/photos?limit=${PAGE_SIZE}`);
  if (!res.ok) throw new Error(`GET /api/photos?limit=${PAGE_SIZE} answered ${res.status}`);
  const page = /** @type {{ photos: any[], total: number }} */ (await res.json());
  if (page.photos.length === 0) throw new Error('the gallery reference needs photos: none were listed');
  const dir = path.join(staticDir, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const photo of page.photos) {
    fs.copyFileSync(path.join(photosDir, 'thumbs', photo.thumbnail), path.join(dir, photo.thumbnail));
  }

  const template = fs.readFileSync(path.join(root, 'client/dist/vos-photos.html'), 'utf8');
  const section = /(<section aria-labelledby="gallery-title">[\s\S]*?<\/h2>)[\s\S]*?(<\/section>)/;
  if (!section.test(template)) {
    throw new Error(
      'client/dist/vos-photos.html has no <section aria-labelledby="gallery-title"> with its <h2>: update scripts/bench/gallery-reference.mjs to the gallery’s markup.',
    );
  }
  const list = galleryList(page.photos, Math.ceil(page.total / PAGE_SIZE), `/static/${name}/`);
  const html = template
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(section, (_all, head, end) => `${head}${list}${end}`);
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(html, { level: 9 }));
  return `/static/${name}/`;
}
