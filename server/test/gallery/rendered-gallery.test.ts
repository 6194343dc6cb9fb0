import zlib from 'node:zlib';
import type { Photo, PhotoPage } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, JWT_SECRET, publish } from '../moderation/support.js';
import { galleryClientBuild } from '../support/gallery-renderer.js';
import { fakePage, startTestApp, type TestApp } from '../support/test-app.js';
import { insertUser, seedPhotos } from './support/seed.js';
import { newMember } from './support/sign-in.js';

let t: TestApp;
let client: Awaited<ReturnType<typeof galleryClientBuild>>;
beforeAll(async () => {
  client = await galleryClientBuild();
  t = await startTestApp({ JWT_SECRET, CLIENT_DIR: client.clientDir });
}, 120_000);
afterAll(async () => {
  await t?.close();
  client?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const FIRST_PAGE = /<script type="application\/json" id="gallery-first-page">(.*?)<\/script>/s;

/** The JSON page the document holds for the browser's first render. */
function embeddedPage(html: string): PhotoPage {
  const json = FIRST_PAGE.exec(html)?.[1];
  if (json === undefined) throw new Error(`no first page in ${html.slice(0, 300)}`);
  return JSON.parse(json) as PhotoPage;
}

/** The thumbnails of the rendered grid, in order, with what each says. */
function renderedThumbnails(html: string) {
  return [
    ...html.matchAll(/<img class="gallery__thumb" src="([^"]+)" width="(\d+)" height="(\d+)"[^>]*alt="([^"]*)"/g),
  ].map(([, src, width, height, alt]) => ({ src, width: Number(width), height: Number(height), alt }));
}

describe('GET /vos-photos: the document holds the first page (decision 040)', () => {
  it('renders "Aucune photo" before any upload, with an empty first page', async () => {
    const res = await get('/vos-photos');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('Aucune photo pour le moment');
    expect(embeddedPage(res.body)).toMatchObject({ photos: [], nextCursor: null, total: 0 });
  });

  it('renders the twelve newest photos in order, with their sizes and "Publié par", and the same page as JSON', async () => {
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Alice Photo'), 8);
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Bruno Image'), 7);
    const res = await get('/vos-photos');
    expect(res.statusCode).toBe(200);

    const api = (await get('/api/photos?limit=12')).json<PhotoPage>();
    const newest = api.photos;
    expect(newest).toHaveLength(12);
    expect(renderedThumbnails(res.body)).toEqual(
      newest.map((photo) => ({
        src: `/uploads/photos/thumbs/${photo.thumbnail}`,
        width: photo.thumbWidth,
        height: photo.thumbHeight,
        alt: `Photo publiée par ${photo.username}`,
      })),
    );
    const captions = [...res.body.matchAll(/Publié par <span class="gallery__author">([^<]*)<\/span>/g)].map(
      (m) => m[1],
    );
    expect(captions).toEqual(newest.map((photo) => photo.username));
    // The browser hydrates from the very page the API gives.
    expect(embeddedPage(res.body)).toEqual(api);
    expect(embeddedPage(res.body)).toMatchObject({ total: 15 });
    // The first thumbnails are asked for from the head, before the grid is parsed.
    // (Their AVIF, which Chromium takes, or the WebP of a photo that has none.)
    const first = newest[0];
    expect(res.body).toMatch(
      new RegExp(
        `<link rel="preload" [^>]*href="/uploads/photos/thumbs/${first?.thumbnailAvif ?? first?.thumbnail ?? ''}"`,
      ),
    );
  });

  it('answers /vos-photos/ and ?page=1 with the first page too, and ?page=2 with the prerendered document', async () => {
    for (const url of ['/vos-photos/', '/vos-photos?page=1', '/vos-photos?utm_source=affiche']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(embeddedPage(res.body).photos, url).toHaveLength(12);
    }
    for (const url of [
      '/vos-photos?page=2',
      '/vos-photos/?page=3',
      '/vos-photos?page=1&page=2',
      '/vos-photos?page=abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(fakePage('/vos-photos'));
    }
  });

  it('keeps its ETag while the list does not change (304), and changes it on a publication and a deletion', async () => {
    const member = await newMember(t.app, 'Chloé Éditrice');
    const first = await get('/vos-photos');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"gallery-[\w-]+"$/);
    const again = await get('/vos-photos', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The prerendered document's ETag is not the rendered one's.
    expect((await get('/vos-photos?page=2', { 'if-none-match': etag })).statusCode).toBe(200);

    const [published] = await publish(t.app, member.token);
    if (published === undefined) throw new Error('nothing published');
    const afterPublish = await get('/vos-photos', { 'if-none-match': etag });
    expect(afterPublish.statusCode).toBe(200);
    expect(afterPublish.headers.etag).not.toBe(etag);
    expect(embeddedPage(afterPublish.body).photos[0]?.id).toBe(published.id);
    expect(afterPublish.body).toContain('Publié par <span class="gallery__author">Chloé Éditrice</span>');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${published.id}`,
      headers: bearer(member.token),
    });
    expect(removed.statusCode).toBe(204);
    const afterDelete = await get('/vos-photos', { 'if-none-match': String(afterPublish.headers.etag) });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.headers.etag).not.toBe(afterPublish.headers.etag);
    expect(embeddedPage(afterDelete.body).photos.map((p: Photo) => p.id)).not.toContain(published.id);
    expect(afterDelete.body).not.toContain('Chloé Éditrice');
  });

  it('is compressed once, in the encoding the browser accepts', async () => {
    const plain = await get('/vos-photos');
    const br = await get('/vos-photos', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/vos-photos', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('holds nothing of who asked: rendered during a signed-in request, it is the visitor’s document byte for byte', async () => {
    const member = await newMember(t.app, 'Dominique Connectée');
    const owner = await newMember(t.app, 'Étienne Auteur');
    // A new version, first asked for with a token: that request renders it.
    await publish(t.app, owner.token);
    const signedIn = await get('/vos-photos', bearer(member.token));
    const visitor = await get('/vos-photos');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.rawPayload.equals(visitor.rawPayload)).toBe(true);
    expect(signedIn.headers.etag).toBe(visitor.headers.etag);
    for (const personal of [member.username, member.email, member.token, 'Déconnexion', 'Supprimer']) {
      expect(signedIn.body, personal).not.toContain(personal);
    }
    // The anonymous visitor's page: the invitation to log in, no upload form.
    expect(signedIn.body).toContain('Publiez vos photos');
    expect(signedIn.body).not.toContain('type="file"');
  });

  it('keeps a publisher’s name from closing the JSON element or the markup', async () => {
    const hostile = '</script><script>alert(1)</script>';
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, hostile), 1);
    const res = await get('/vos-photos');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(embeddedPage(res.body).photos[0]?.username).toBe(hostile);
    expect(res.body).toContain(
      'Publié par <span class="gallery__author">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>',
    );
  });

  it('renders a new version once, however many requests ask for it at the same time', async () => {
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Fanny Foule'), 1);
    const page = vi.spyOn(t.app.photos.store, 'page');
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => get('/vos-photos')));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      expect(page).toHaveBeenCalledTimes(1);
      await get('/vos-photos');
      expect(page).toHaveBeenCalledTimes(1);
    } finally {
      page.mockRestore();
    }
  });
});

describe('without the gallery renderer', () => {
  it('serves the prerendered document, as before the first page was rendered', async () => {
    const bare = await startTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/vos-photos' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(fakePage('/vos-photos'));
    } finally {
      await bare.close();
    }
  });
});

describe('built for a front end on another origin (API_BASE_URL)', () => {
  it('renders the thumbnails from the API’s origin, as the browser’s first render writes them', async () => {
    const apiOrigin = 'https://api.congres.example.org';
    const crossClient = await galleryClientBuild({ apiBaseUrl: apiOrigin });
    const cross = await startTestApp({ CLIENT_DIR: crossClient.clientDir });
    try {
      await seedPhotos(cross.app, cross.dataDir, await insertUser(cross.app, 'Gaëlle Distante'), 2);
      const res = await cross.app.inject({ method: 'GET', url: '/vos-photos' });
      const page = embeddedPage(res.body);
      expect(renderedThumbnails(res.body).map((thumbnail) => thumbnail.src)).toEqual(
        page.photos.map((photo) => `${apiOrigin}/uploads/photos/thumbs/${photo.thumbnail}`),
      );
    } finally {
      await cross.close();
      crossClient.remove();
    }
  }, 120_000);
});
