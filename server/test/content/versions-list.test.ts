import type { ContentVersionList } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { contentSite, copy, publishContent, type ContentSite } from './support.js';

// GET /api/content/versions (anyone) is made once per newest version, as GET /api/content is
// (newest-content.ts), with an ETag of that number (decision 101).

let site: ContentSite;
let other: TestApp;
beforeAll(async () => {
  site = await contentSite();
  // A second instance of the same site: the same DATA_DIR, so the same SQLite file, or in a run
  // with engines the same database and bus.
  other = await startTestApp({ DATA_DIR: site.t.dataDir }, { contentSeed: await testContentSeed() });
});
afterAll(async () => {
  await other?.close();
  await site?.t.close();
});

const list = (t: TestApp, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/content/versions',
    headers: etag === undefined ? {} : { 'if-none-match': etag },
  });

describe('the versions’ list', () => {
  it('has an ETag of the newest version, a 304 for it, and shows at once what another instance published', async () => {
    const first = await list(other);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBe('"versions-1"');
    expect(first.json<ContentVersionList>().map((summary) => summary.version)).toEqual([1]);
    const same = await list(other, '"versions-1"');
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    const changed = copy(site.seed);
    changed.programme[0]!.time = '8h10';
    const version = await publishContent(site.t, site.organiser.token, changed, 'Accueil décalé');
    // Published through the first instance, read through the second with the ETag it had.
    const after = await list(other, '"versions-1"');
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(`"versions-${version}"`);
    const [newest] = after.json<ContentVersionList>();
    expect(newest).toMatchObject({ version, note: 'Accueil décalé' });
    expect(newest?.changes).toContainEqual(expect.objectContaining({ slotId: '01', kind: 'moved' }));
    expect((await list(other, `"versions-${version}"`)).statusCode).toBe(304);
    // The first instance answers the same, and its feed follows too.
    expect((await list(site.t)).body).toBe(after.body);
    const feed = await other.app.inject({ method: 'GET', url: '/programme/historique.atom' });
    expect(feed.headers.etag).toBe(`"history-${version}"`);
    expect(feed.body).toContain('Accueil décalé');
  });

  it('is read from the stored versions once per newest version, not at each request', async () => {
    const before = await list(other);
    expect(before.statusCode).toBe(200);
    const { version } = before.json<ContentVersionList>()[0]!;
    // Versions are never edited: a note changed behind the app's back shows only once a newer
    // version is published, which proves the list is not read again at each request.
    await other.app.db
      .updateTable('content_versions')
      .set({ note: 'Note changée en base' })
      .where('version', '=', version)
      .execute();
    expect((await list(other)).body).toBe(before.body);
    await publishContent(site.t, site.organiser.token, copy(site.seed), 'Retour au programme d’origine');
    const notes = (await list(other)).json<ContentVersionList>().map((summary) => summary.note);
    expect(notes.slice(0, 2)).toEqual(['Retour au programme d’origine', 'Note changée en base']);
  });
});
