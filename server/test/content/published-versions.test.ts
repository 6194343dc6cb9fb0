import {
  CONTENT_VERSION_NOT_FOUND,
  publicContent,
  PROGRAMME_SLOT_IDS,
  type ContentVersionList,
  type PublishedContent,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_UNAVAILABLE } from '../../src/domain/content/content-readiness.js';
import { openStream, type EventStream } from '../live/support/event-stream-client.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp } from '../support/test-app.js';
import { contentSite, copy, currentVersion, publishContent, type ContentSite } from './support.js';

let site: ContentSite;
let base: string;
const open: EventStream[] = [];

beforeAll(async () => {
  site = await contentSite();
  await site.t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = site.t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  open.forEach((stream) => stream.close());
  await site.t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => site.t.app.inject({ method: 'GET', url, headers });
/** Restores version n on the newest version (read first, as the editor's history shows it). */
const restore = async (n: string, token = site.organiser.token) =>
  site.t.app.inject({
    method: 'POST',
    url: `/api/content/versions/${n}/restore`,
    headers: bearer(token),
    payload: { baseVersion: await currentVersion(site.t) },
  });

describe('the published content', () => {
  it('is the seed as version 1 on an empty site, with an ETag of its number and no-cache', async () => {
    const res = await get('/api/content');
    expect(res.statusCode).toBe(200);
    const published = res.json<PublishedContent>();
    expect(published.version).toBe(1);
    expect(published.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The seed as the public reads it (decision 102): its quizzes' questions counted, never given.
    expect(published.content).toEqual(publicContent(site.seed));
    expect(published.content.programme.map((slot) => slot.id)).toEqual([...PROGRAMME_SLOT_IDS]);
    expect(res.headers.etag).toBe('"content-1"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to the ETag it gave, and 200 again once a version is published', async () => {
    const before = await get('/api/content');
    const etag = String(before.headers.etag);
    const same = await get('/api/content', { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    const changed = copy(site.seed);
    changed.event.dateLabel = 'samedi 24 mai 2025';
    const version = await publishContent(site.t, site.organiser.token, changed);
    const after = await get('/api/content', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(`"content-${version}"`);
    expect(after.json<PublishedContent>().content.event.dateLabel).toBe('samedi 24 mai 2025');
  });

  it('lists every version newest first, with each slot change and no publisher', async () => {
    const content = (await get('/api/content')).json<PublishedContent>().content;
    const next = copy(content);
    const [first, second, third, fourth] = next.programme;
    if (!first || !second || !third || !fourth) throw new Error('the seed has 18 slots');
    first.time = '8h10';
    second.title = 'Mot d’accueil de la présidente';
    third.cancelled = true;
    next.programme.splice(3, 1);
    next.programme.push({
      id: 'atelier-soir',
      time: '16h30',
      title: 'Atelier du soir',
      icon: 'talk',
      cancelled: false,
    });
    const version = await publishContent(site.t, site.organiser.token, next, '  Horaires du matin  ');

    const res = await get('/api/content/versions');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const list = res.json<ContentVersionList>();
    expect(list.map((v) => v.version)).toEqual([version, version - 1, 1]);
    expect(list.at(-1)).toMatchObject({ version: 1, note: null, restoredFrom: null, changes: [] });
    expect(list[0]?.note).toBe('Horaires du matin');
    expect(list[0]?.changes).toEqual([
      { slotId: '01', kind: 'moved', title: 'Accueil et inscription', from: '8h', to: '8h10' },
      { slotId: '02', kind: 'renamed', title: 'Mot d’accueil de la présidente', from: 'Mot d’accueil' },
      { slotId: '03', kind: 'cancelled', title: 'QCM avant' },
      { slotId: 'atelier-soir', kind: 'added', title: 'Atelier du soir' },
      { slotId: '04', kind: 'removed', title: 'Intervention 1 : titre à venir' },
    ]);
    expect(res.body).not.toContain(site.organiser.email);
    expect(res.body).not.toContain('Org Anisatrice');
  });

  it('restores a version as a new one that says so, and tells every open page', async () => {
    const s = await openStream(base);
    open.push(s);
    await s.event('ready');
    const latest = await currentVersion(site.t);
    const res = await restore('1');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ version: latest + 1 });
    const heard = await s.event<{ version: number }>('content-published', (e) => e.version === latest + 1);
    expect(Object.keys(heard).sort()).toEqual(['$id', 'version']);
    const published = (await get('/api/content')).json<PublishedContent>();
    expect(published).toMatchObject({ version: latest + 1, content: site.seed });
    const [newest] = (await get('/api/content/versions')).json<ContentVersionList>();
    expect(newest).toMatchObject({ version: latest + 1, restoredFrom: 1 });
    expect(newest?.changes).toContainEqual({ slotId: '03', kind: 'restored', title: 'QCM avant' });
    expect(newest?.changes).toContainEqual({ slotId: 'atelier-soir', kind: 'removed', title: 'Atelier du soir' });
  });

  it('refuses to restore a version that does not exist, whatever its spelling, in French', async () => {
    const before = await currentVersion(site.t);
    for (const n of ['999', 'abc', '-1', '0', '1e9', '01', '1.5', '99999999999999999999', '%20']) {
      const res = await restore(n);
      expect(res.statusCode, n).toBe(404);
      expect(res.json(), n).toEqual(errorBody(CONTENT_VERSION_NOT_FOUND));
    }
    expect(await currentVersion(site.t)).toBe(before);
  });

  it('leaves restore to organisers', async () => {
    expect((await restore('1', site.attendee.token)).statusCode).toBe(403);
    const anonymous = await site.t.app.inject({
      method: 'POST',
      url: '/api/content/versions/1/restore',
      payload: { baseVersion: await currentVersion(site.t) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('without a seed', () => {
  it('answers a French 503 saying to build, and the rest of the site works', async () => {
    const bare = await startTestApp();
    try {
      for (const url of ['/api/content', '/api/content/versions']) {
        const res = await bare.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual(errorBody(CONTENT_UNAVAILABLE));
      }
      expect((await bare.app.inject({ method: 'GET', url: '/api/announcements' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
