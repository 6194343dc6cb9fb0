import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_PAGE_DEFAULT_LIMIT, type PhotoPage } from '@congres/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { encodeBody } from '../http/encoded-body.js';
import type { PhotoStore } from '../domain/photos/photo-store.js';
import type { RenderedVersion } from '../domain/content/rendered-version.js';
import { nextCursor } from '../routes/api/photos/page-query.js';
import type { PageDocument } from './prerendered-pages.js';
import { loadServerEntry, type ServerEntry } from './server-entry.js';

/**
 * Documents kept: the current list's (two addresses, with and without the trailing slash) and
 * the one before, which requests that read the version just before a change still ask for.
 */
const KEPT_DOCUMENTS = 4;

/** The gallery's document with its first page, per version of the list (decision 040). */
export interface RenderedGallery {
  /** The document of `pathname` (`/vos-photos` or `/vos-photos/`) for the list as it is now. */
  document: (pathname: string) => Promise<PageDocument>;
}

/**
 * Loads the build's server entry and the gallery's template (both written by `npm run build`
 * into client/dist-ssr, beside CLIENT_DIR). Undefined, said once in the log, when either is
 * missing: /vos-photos then gets its prerendered document, whose script asks for the photos.
 * `published` gives the content's newest version when it is not the seed: the document is
 * rendered from it, as the other pages are (decision 087).
 */
export async function loadRenderedGallery(
  clientDir: string,
  store: PhotoStore,
  log: FastifyBaseLogger,
  published: () => Promise<RenderedVersion | undefined> = async () => undefined,
): Promise<RenderedGallery | undefined> {
  const loaded = await loadServerEntry(clientDir);
  const { ssrDir } = loaded;
  let entry: ServerEntry;
  let template: string;
  let build: string;
  try {
    if (!loaded.ok) throw new Error(loaded.reason);
    const { code } = loaded;
    entry = loaded.entry;
    if (typeof entry.renderGalleryDocument !== 'function') throw new Error('renderGalleryDocument is missing');
    template = await fs.readFile(path.join(ssrDir, entry.GALLERY_TEMPLATE.file), 'utf8');
    // A new build gives new ETags even when the list has not changed.
    build = createHash('sha256').update(code).update(template).digest('base64url').slice(0, 12);
  } catch (error) {
    log.warn(
      { ssrDir, reason: (error as Error).message },
      'gallery renderer not found (run `npm run build`): /vos-photos is served without its photos',
    );
    return undefined;
  }

  // Rendered once per version: concurrent requests for a new version share one promise.
  const kept = new Map<string, Promise<PageDocument>>();
  const render = async (
    pathname: string,
    version: string,
    total: number,
    content: RenderedVersion | undefined,
  ): Promise<PageDocument> => {
    // Never anything of the request: the document is the same for every visitor.
    const { photos, more } = await store.page({ limit: PHOTO_PAGE_DEFAULT_LIMIT });
    const page: PhotoPage = { photos, nextCursor: nextCursor(photos, more), total, version };
    const html = await entry.renderGalleryDocument(template, page, pathname, content ?? null);
    const slash = pathname.endsWith('/') ? '-s' : '';
    const contentVersion = content === undefined ? '' : `-c${content.version}`;
    return { etag: `"gallery-${build}-${version}${contentVersion}${slash}"`, body: await encodeBody(html) };
  };

  return {
    async document(pathname) {
      // Read before the photos, as the API does: a document may be newer than its ETag, never older.
      const { version, total } = await store.listState();
      const content = await published();
      const key = `${version} ${content?.version ?? 1} ${pathname}`;
      const known = kept.get(key);
      if (known !== undefined) return known;
      const made = render(pathname, version, total, content);
      kept.set(key, made);
      if (kept.size > KEPT_DOCUMENTS) kept.delete(kept.keys().next().value as string);
      // A failed render is not kept: the next request tries again.
      made.catch(() => {
        if (kept.get(key) === made) kept.delete(key);
      });
      return made;
    },
  };
}
