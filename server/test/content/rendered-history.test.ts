import type { ContentVersionList } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryClientBuild } from '../support/gallery-renderer.js';
import { fakePage } from '../support/test-app.js';
import { contentSite, publishContent, withSlots, type ContentSite } from './support.js';

// /programme/historique is complete HTML before any script (decision 107): the server renders it
// with every version's summary, from the seed on, and again at each publication, with the real
// renderer of the build (client/src/entry-server.tsx) on the app's own database.

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

const VERSIONS = /<script type="application\/json" id="content-versions">(.*?)<\/script>/s;
const PUBLISHED = /<script type="application\/json" id="published-content">/;

/** The versions the document holds for the page's first render, or undefined. */
const embedded = (html: string) => {
  const json = VERSIONS.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as ContentVersionList);
};
/** What a reader sees: the document without its JSON. */
const visible = (html: string) => html.replace(VERSIONS, '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/** The Atom feed, announced in the head and linked in the page. */
function expectFeedLinks(html: string) {
  const [head, body] = html.split('</head>');
  expect(head).toMatch(/<link rel="alternate" type="application\/atom\+xml" href="\/programme\/historique\.atom"/);
  expect(body).toMatch(/<a href="\/programme\/historique\.atom"[^>]*>Suivre l’historique dans un lecteur de flux/);
}

describe('/programme/historique, rendered by the server (decision 107)', () => {
  it('holds the seed’s version before any publication, not the build’s loading state', async () => {
    const res = await get('/programme/historique');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toBe(fakePage('/programme/historique'));
    const html = visible(res.body);
    expect(html).toMatch(/<h1[^>]*>Historique du programme<\/h1>/);
    expect(html).toMatch(/<li id="version-1"/);
    expect(html).toContain('Première version du programme.');
    expect(html).not.toContain('Chargement de l’historique');
    expect(html).not.toContain('besoin de JavaScript');
    expectFeedLinks(res.body);
    const [seed] = (await get('/api/content/versions')).json<ContentVersionList>();
    expect(embedded(res.body)).toEqual([seed]);
    // Version 1 is the build's seed: no version for the store, as on the other pages.
    expect(res.body).not.toMatch(PUBLISHED);
    const etag = String(res.headers.etag);
    expect((await get('/programme/historique', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('lists each publication, its note and its changes, again at each one, the note kept as text', async () => {
    const before = await get('/programme/historique');
    const content = withSlots(site.seed, { '09': { time: '11h20' }, '12': { cancelled: true } });
    const note = 'L’intervention 3 passe après la 4 (3 < 4 & « 11h20 »)';
    const version = await publishContent(site.t, site.organiser.token, content, note);

    const res = await get('/programme/historique', { 'if-none-match': String(before.headers.etag) });
    expect(res.statusCode).toBe(200);
    const html = visible(res.body);
    expect(html).toMatch(new RegExp(`<li id="version-${version}"`));
    expect(html).toContain(`Version <!-- -->${version}`);
    expect(html).toContain('L’intervention 3 passe après la 4 (3 &lt; 4 &amp; « 11h20 »)');
    expect(html).toContain('Intervention 3 : titre à venir : déplacée de 10h45 à 11h20');
    expect(html).toContain('Intervention 6 : titre à venir : annulée');
    expect(html).toMatch(/Publiée le <time dateTime="[^"]+">\d{1,2} \S+ \d{4} à \d{1,2}h(\d\d)?<\/time>/);
    // In the JSON too, no `<` that could end its element.
    expect(VERSIONS.exec(res.body)?.[1]).toContain('3 \\u003c 4');
    expectFeedLinks(res.body);
    // The same list as the API's, newest first, for the page's first render.
    expect(embedded(res.body)).toEqual((await get('/api/content/versions')).json<ContentVersionList>());
    expect(embedded(res.body)?.map((each) => each.version)).toEqual([version, 1]);
    expect(res.body).toMatch(PUBLISHED);
    expect((await get('/programme/historique/')).body).toBe(res.body);
  });
});
