// Test support (not used by the app): the server's published content, as GET /api/content and
// GET /api/content/versions answer it, for the pages that read it (decision 082).
import {
  publicContent,
  type CongressContent,
  type ContentVersionSummary,
  type PublicCongressContent,
  type PublishedContent,
  type SlotChange,
} from '@congres/contracts';
import { contentSeed } from '../content/seed';
import { readContentInBackgroundForTests } from '../lib/published-content';
import { json, stubFetch } from './stub-network';

/** The seed with `edit` applied: what organisers published, as the public reads it (decision 102). */
export function editedSeed(edit: (content: CongressContent) => void): PublicCongressContent {
  const content = contentSeed();
  edit(content);
  return publicContent(content);
}

/** What the server publishes, changeable by the test; the fetch mock is returned to inspect calls. */
export function stubContentServer(first: PublishedContent, changes: SlotChange[] = []) {
  const server = { published: first, changes, online: true };
  readContentInBackgroundForTests(true);
  const mock = stubFetch((url) => {
    if (!server.online) throw new TypeError('Failed to fetch');
    if (url.endsWith('/api/content')) return json(server.published);
    if (url.endsWith('/api/content/versions')) {
      const latest: ContentVersionSummary = {
        version: server.published.version,
        publishedAt: server.published.publishedAt,
        note: null,
        restoredFrom: null,
        changes: server.changes,
      };
      return json([latest]);
    }
    return json({ message: 'inconnu' }, 404);
  });
  return { server, mock };
}
