import zlib from 'node:zlib';
import type { CongressContent } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../moderation/support.js';
import { galleryClientBuild } from '../support/gallery-renderer.js';
import { testContentSeed } from '../support/content-seed.js';
import { fakePage, startTestApp } from '../support/test-app.js';
import { contentSite, copy, currentVersion, publishContent, type ContentSite } from './support.js';

// The pages rendered again by the server from the published version (decision 087), with the
// real renderer of the build (client/src/entry-server.tsx) on the app's own database.

let site: ContentSite;
let client: Awaited<ReturnType<typeof galleryClientBuild>>;
beforeAll(async () => {
  client = await galleryClientBuild();
  site = await contentSite({ CLIENT_DIR: client.clientDir });
}, 120_000);
afterAll(async () => {
  await site?.t.close();
  client?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => site.t.app.inject({ method: 'GET', url, headers });

const EMBEDDED = /<script type="application\/json" id="published-content">(.*?)<\/script>/s;

/** The version the document holds for the browser's store, or undefined. */
function embedded(html: string): { version: number; content: CongressContent; changes: unknown[] } | undefined {
  const json = EMBEDDED.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as ReturnType<typeof embedded>);
}

/** What a reader sees: the document without its JSON (whose changes name former titles). */
const visible = (html: string) => html.replace(EMBEDDED, '');

/** The seed with the fourth slot moved and renamed, a menu, a quiz and the welcome text changed. */
function changed(seed: CongressContent, stamp: string): CongressContent {
  const content = copy(seed);
  const slot = content.programme[3];
  if (slot === undefined) throw new Error('no fourth slot');
  slot.time = '11h15';
  slot.title = `Conférence déplacée ${stamp}`;
  content.meals.lunch.menus.normal.main = `Blanquette de veau ${stamp}`;
  const quiz = content.quizzes[0];
  if (quiz === undefined) throw new Error('no quiz');
  quiz.label = `Quiz d’ouverture ${stamp}`;
  content.event.intro = [`Bienvenue au congrès ${stamp} : le programme a changé.`];
  return content;
}

describe('the pages after a publication (decision 087)', () => {
  it('are the build’s prerendered files while the seed is the newest version', async () => {
    for (const route of ['/', '/programme', '/repas', '/quizz']) {
      const res = await get(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.body, route).toBe(fakePage(route));
    }
  });

  it('show the published version in their HTML, with no script needed, and the version for the store', async () => {
    const version = await publishContent(site.t, site.organiser.token, changed(site.seed, 'A'));
    const programme = await get('/programme');
    expect(programme.statusCode).toBe(200);
    expect(programme.headers['content-type']).toMatch(/^text\/html/);
    expect(programme.headers['cache-control']).toBe('no-cache');
    // The slot, moved and renamed, says so in the HTML (decision 082's "Modifié à"), at the
    // publication's Bordeaux time: "9h05", or "10h" on the hour.
    const html = visible(programme.body);
    expect(html).toContain('Conférence déplacée A');
    expect(html).toMatch(/<time [^>]*>11h15<\/time><span [^>]*>Modifié à (<!-- -->)?\d{1,2}h(\d\d)?<\/span>/);
    expect(html).not.toContain('Intervention 1 : titre à venir');
    expect(programme.body).toContain('<h1');
    expect(embedded(programme.body)?.version).toBe(version);
    expect(embedded(programme.body)?.content.programme.find((slot) => slot.id === '04')?.title).toBe(
      'Conférence déplacée A',
    );
    expect(embedded(programme.body)?.changes).toContainEqual(expect.objectContaining({ slotId: '04', kind: 'moved' }));

    expect((await get('/repas')).body).toContain('Blanquette de veau A');
    expect((await get('/quizz')).body).toContain('Quiz d’ouverture A');
    expect((await get('/')).body).toContain('Bienvenue au congrès A : le programme a changé.');
    // With a trailing slash too, as the prerendered files are.
    expect((await get('/programme/')).body).toBe(programme.body);
  });

  it('have an ETag per version and per encoding, answer 304 to it, and are compressed once', async () => {
    const before = await get('/programme');
    const etag = String(before.headers.etag);
    expect(etag).toMatch(/^"page-[\w-]+"$/);
    expect((await get('/programme', { 'if-none-match': etag })).statusCode).toBe(304);

    await publishContent(site.t, site.organiser.token, changed(site.seed, 'B'));
    const after = await get('/programme', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(visible(after.body)).toContain('Conférence déplacée B');
    expect(visible(after.body)).not.toContain('Conférence déplacée A');
    const newEtag = String(after.headers.etag);
    expect(newEtag).not.toBe(etag);
    const revalidated = await get('/programme', { 'if-none-match': newEtag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const br = await get('/programme', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(newEtag.replace(/"$/, '-br"'));
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(after.body);
    expect(
      (await get('/programme', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode,
    ).toBe(304);
    // Another encoding's ETag names another representation: the whole body again.
    expect((await get('/programme', { 'accept-encoding': 'gzip', 'if-none-match': newEtag })).statusCode).toBe(200);
    const gzip = await get('/programme', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(after.body);
    // Compressed once per version: the same bytes for every request.
    expect((await get('/programme', { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('follow a restore, and the gallery is rendered from the published version too', async () => {
    const res = await site.t.app.inject({
      method: 'POST',
      url: '/api/content/versions/1/restore',
      headers: bearer(site.organiser.token),
      payload: { baseVersion: await currentVersion(site.t) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { version } = res.json<{ version: number }>();
    const programme = await get('/programme');
    expect(visible(programme.body)).toContain('Intervention 1 : titre à venir');
    expect(visible(programme.body)).not.toContain('Conférence déplacée');
    expect(embedded(programme.body)?.version).toBe(version);
    const gallery = await get('/vos-photos');
    expect(gallery.statusCode).toBe(200);
    expect(embedded(gallery.body)?.version).toBe(version);
  });

  it('render every page of the version, the account forms included', async () => {
    const version = await publishContent(site.t, site.organiser.token, changed(site.seed, 'C'));
    for (const route of [
      '/',
      '/programme',
      '/repas',
      '/itineraire',
      '/presentation',
      '/quizz',
      '/sitemap',
      '/mentions-legales',
      '/confidentialite',
      '/annonces',
      '/login',
      '/signin',
      '/forgot-password',
    ]) {
      const res = await get(route);
      expect(res.statusCode, route).toBe(200);
      expect(embedded(res.body)?.version, route).toBe(version);
    }
  });
});

describe('two instances of one site (decision 087)', () => {
  it('the other instance serves the version published through the first, on its next request', async () => {
    // The same DATA_DIR: the same SQLite file, or in a run with engines the same database and bus.
    const other = await startTestApp(
      { DATA_DIR: site.t.dataDir, CLIENT_DIR: client.clientDir },
      { contentSeed: await testContentSeed() },
    );
    try {
      const before = await other.app.inject({ method: 'GET', url: '/programme' });
      expect(before.statusCode).toBe(200);
      const version = await publishContent(site.t, site.organiser.token, changed(site.seed, 'D'));
      const after = await other.app.inject({
        method: 'GET',
        url: '/programme',
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      expect(after.statusCode).toBe(200);
      expect(visible(after.body)).toContain('Conférence déplacée D');
      expect(embedded(after.body)?.version).toBe(version);
      // Both instances render the same document for a version: a balancer may send either.
      expect(after.body).toBe((await get('/programme')).body);
      expect(after.headers.etag).toBe((await get('/programme')).headers.etag);
    } finally {
      await other.close();
    }
  });
});

describe('the pages never carry a quiz’s questions (decision 102)', () => {
  it('embed the public content: each quiz’s number of questions, not them nor their right answers', async () => {
    const content = changed(site.seed, 'E');
    const question = {
      id: 'q-secrete',
      text: 'Question secrète du QCM E ?',
      objective: 'Objectif caché E',
      choices: ['Choix faux E', 'Choix juste E'],
      right: [1],
    };
    const [first, second] = content.quizzes;
    if (first === undefined || second === undefined) throw new Error('the seed has three quizzes');
    // One not open yet (its questions must not leave before its time), one open since an hour.
    content.quizzes[0] = {
      ...first,
      link: undefined,
      opensAt: new Date(Date.now() + 86_400_000).toISOString(),
      questions: [question],
    };
    content.quizzes[1] = { ...second, opensAt: new Date(Date.now() - 3_600_000).toISOString(), questions: [question] };
    const version = await publishContent(site.t, site.organiser.token, content);
    for (const route of ['/quizz', '/programme', '/', '/vos-photos']) {
      const res = await get(route);
      expect(res.statusCode, route).toBe(200);
      expect(embedded(res.body)?.version, route).toBe(version);
      for (const secret of ['"right"', 'Question secrète', 'Objectif caché', 'Choix juste', 'Choix faux']) {
        expect(res.body, `${route} ${secret}`).not.toContain(secret);
      }
      const quizzes = embedded(res.body)?.content.quizzes as unknown as Record<string, unknown>[];
      expect(
        quizzes.map((quiz) => [quiz.questionCount, 'questions' in quiz]),
        route,
      ).toEqual([
        [1, false],
        [1, false],
        [0, false],
      ]);
    }
    // The list still offers the quiz (locked until its time): it has its own form.
    expect(visible((await get('/quizz')).body)).toContain('Quiz d’ouverture E');
  });
});
