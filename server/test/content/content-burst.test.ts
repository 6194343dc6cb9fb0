import zlib from 'node:zlib';
import type { PublishedContent } from '@congres/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer } from '../moderation/support.js';
import { contentSite, copy, currentVersion, postPublish, putDraft, type ContentSite } from './support.js';

// Decision 087: GET /api/content after "Publier" is read by every open page at once; the
// newest version is read once per burst and its answer made once (newest-content.ts).

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const getContent = (headers: Record<string, string> = {}) =>
  site.t.app.inject({ method: 'GET', url: '/api/content', headers });

it('answers a burst of 300 reads alike: one version, one ETag, brotli when asked, 304 on its ETag', async () => {
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, i) => getContent(i % 2 === 0 ? { 'accept-encoding': 'br' } : {})),
  );
  const etags = new Set(answers.map((res) => res.headers.etag));
  expect(etags.size).toBe(1);
  for (const [i, res] of answers.entries()) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const text = i % 2 === 0 ? zlib.brotliDecompressSync(res.rawPayload).toString() : res.body;
    if (i % 2 === 0) expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(text)).toMatchObject({ version: 1, content: { programme: site.seed.programme } });
  }
  const [etag] = etags;
  expect((await getContent({ 'if-none-match': String(etag) })).statusCode).toBe(304);
});

it('gives the new version to every read that starts after the publication, also during a burst', async () => {
  const base = await currentVersion(site.t);
  const content = copy(site.seed);
  content.programme[0] = { ...content.programme[0]!, title: 'Accueil déplacé pour le test' };
  expect((await putDraft(site.t, site.organiser.token, base, content)).statusCode).toBe(200);
  // Reads keep arriving while the publication is made.
  const before = Array.from({ length: 100 }, () => getContent());
  const publication = await postPublish(site.t, site.organiser.token, base);
  expect(publication.statusCode, publication.body).toBe(201);
  const version = publication.json<{ version: number }>().version;
  const after = await Promise.all(Array.from({ length: 100 }, () => getContent()));
  for (const res of after) {
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(`"content-${version}"`);
    const body = res.json<PublishedContent>();
    expect(body.version).toBe(version);
    expect(body.content.programme[0]?.title).toBe('Accueil déplacé pour le test');
  }
  // Those sent before got one version or the other, whole.
  for (const res of await Promise.all(before)) {
    expect([`"content-${base}"`, `"content-${version}"`]).toContain(res.headers.etag);
    expect(res.json<PublishedContent>().version).toBe(Number(String(res.headers.etag).match(/\d+/)?.[0]));
  }
  // The former ETag is not taken for the new version.
  const stale = await getContent({ 'if-none-match': `"content-${base}"`, ...bearer(site.attendee.token) });
  expect(stale.statusCode).toBe(200);
});
