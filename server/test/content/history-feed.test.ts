import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSite, copy, publishContent, type ContentSite } from './support.js';

// The published versions as an Atom feed (decision 083).

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const getFeed = (headers: Record<string, string> = {}) =>
  site.t.app.inject({ method: 'GET', url: '/programme/historique.atom', headers });

interface AtomEntry {
  title: string;
  id: string;
  link: { '@_href': string };
  updated: string;
  content: string;
}

/** The feed's entries, once the text is checked to be well-formed XML. */
function atomEntries(text: string): AtomEntry[] {
  expect(XMLValidator.validate(text)).toBe(true);
  const parser = new XMLParser({
    // The href of <link>; the type="html" of <title> and <content> would turn their text into objects.
    ignoreAttributes: (name) => name !== 'href',
    isArray: (name) => name === 'entry',
  });
  const parsed = parser.parse(text) as {
    feed: { entry?: AtomEntry[] };
  };
  return parsed.feed.entry ?? [];
}

/** An entry's content as a feed reader shows it: each paragraph's text, its entities read back. */
function shownText(entry: AtomEntry): string {
  return [...entry.content.matchAll(/<p>(.*?)<\/p>/gs)]
    .map(([, html]) =>
      (html ?? '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    )
    .join('\n');
}

describe('the programme history’s Atom feed', () => {
  it('has one entry per version, newest first, with the changes in French and a note shown as text', async () => {
    const next = copy(site.seed);
    const fifth = next.programme.find((slot) => slot.id === '05');
    const seventh = next.programme.find((slot) => slot.id === '07');
    if (fifth === undefined || seventh === undefined) throw new Error('The seed has no slot 05 or 07.');
    fifth.time = '9h40';
    seventh.cancelled = true;
    const version = await publishContent(site.t, site.organiser.token, next, 'Salle B & C');
    // The publication refuses markup in a note (its own check): the feed must not count on it.
    const note = 'Salle <script>alert(1)</script> & « amphi » ]]> fin';
    await site.t.app.db.updateTable('content_versions').set({ note }).where('version', '=', version).execute();

    const res = await getFeed();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.body).not.toContain('<script>');
    const entries = atomEntries(res.body);
    expect(entries.map((entry) => entry.title)).toEqual([`Version ${version}`, 'Version 1']);
    const [newest] = entries;
    if (newest === undefined) throw new Error('No entry.');
    const versions = await site.t.app.inject({ method: 'GET', url: '/api/content/versions' });
    const publishedAt = versions.json<{ publishedAt: string }[]>()[0]?.publishedAt;
    expect(newest.updated).toBe(publishedAt);
    expect(newest.id).toBe(`${site.t.config.publicUrl}/programme/historique#version-${version}`);
    expect(newest.link['@_href']).toBe(`${site.t.config.publicUrl}/programme/historique#version-${version}`);
    // The note comes back as the very text typed, not as markup.
    expect(shownText(newest)).toBe(
      [note, 'Intervention 2 : titre à venir : déplacée de 9h30 à 9h40', 'QCM après : annulée'].join('\n'),
    );
  });

  it('answers 304 to the ETag of the newest version', async () => {
    const first = await getFeed();
    const again = await getFeed({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
