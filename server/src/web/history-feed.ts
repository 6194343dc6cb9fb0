import {
  PROGRAMME_HISTORY_FEED_PATH,
  SITE_ROUTES,
  versionAnchor,
  versionChangeLines,
  type ContentVersionSummary,
} from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { Feed } from 'feed';
import { publishedContent } from '../domain/content/content-versions.js';
import { matchesEtag } from '../http/encoded-body.js';

/** Text made safe inside the feed's `type="html"` content: a note is read as text, never as markup. */
const asHtmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One entry's text: the public note, then what changed, a line each. */
function entryLines(version: ContentVersionSummary): string[] {
  const lines = versionChangeLines(version);
  if (version.note !== null && version.note.trim() !== '') lines.unshift(version.note);
  return lines.length === 0 ? ['Première version du programme.'] : lines;
}

/**
 * GET /programme/historique.atom (anyone): the published versions as an Atom feed (decision
 * 083), one entry per version, newest first, linked to its place on the history page.
 */
export async function historyFeed(app: FastifyInstance): Promise<void> {
  const page = `${app.config.publicUrl}${SITE_ROUTES.programmeHistory}`;
  app.get(PROGRAMME_HISTORY_FEED_PATH, { preHandler: app.content.ready }, async (request, reply) => {
    // The versions' list made once per newest version (app.content), as the API gives it.
    const newestVersions = app.content;
    const etag = `"history-${await newestVersions.version()}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request, etag)) return reply.code(304).send();
    const { list: versions } = await newestVersions.versions();
    const newest = versions[0];
    reply.header('etag', `"history-${newest?.version ?? 0}"`);
    const { content } = await publishedContent(app.db);
    const feed = new Feed({
      id: page,
      title: `Historique du programme · ${content.event.title}`,
      description: 'Chaque version publiée du programme et ce qui y a changé.',
      link: page,
      language: 'fr',
      copyright: content.event.organisationName,
      updated: newest === undefined ? undefined : new Date(newest.publishedAt),
      feedLinks: { atom: `${app.config.publicUrl}${PROGRAMME_HISTORY_FEED_PATH}` },
    });
    for (const version of versions) {
      const link = `${page}#${versionAnchor(version.version)}`;
      feed.addItem({
        title: `Version ${version.version}`,
        id: link,
        link,
        date: new Date(version.publishedAt),
        content: entryLines(version)
          .map((line) => `<p>${asHtmlText(line)}</p>`)
          .join(''),
      });
    }
    return reply.type('application/atom+xml; charset=utf-8').send(feed.atom1());
  });
}
