import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentVersionSummary, PhotoPage } from '@congres/contracts';
import type { RenderedVersion } from '../domain/content/rendered-version.js';

/** What the server takes from the build's server entry (client/src/entry-server.tsx). */
export interface ServerEntry {
  GALLERY_TEMPLATE: { file: string };
  renderGalleryDocument: (
    template: string,
    page: PhotoPage,
    pathname: string,
    published?: RenderedVersion | null,
  ) => Promise<string>;
  /** Where the build wrote the template of a prerendered route, in the entry's folder (decision 087). */
  pageTemplateFile: (route: string) => string;
  /**
   * A prerendered route's document (but the gallery's) from a published version (decision 087;
   * null: the seed's, for the history), the history with every version's summary (decision 107).
   */
  renderPageDocument: (
    template: string,
    route: string,
    published: RenderedVersion | null,
    versions?: ContentVersionSummary[] | null,
  ) => Promise<string>;
  /** The content's version 1 (decision 079), checked by whoever reads it. */
  contentSeed: () => unknown;
}

/** The entry, its code (what a new build changes) and its folder; or why it could not be loaded. */
export type LoadedServerEntry =
  { ok: true; entry: ServerEntry; code: Buffer; ssrDir: string } | { ok: false; ssrDir: string; reason: string };

const loaded = new Map<string, Promise<LoadedServerEntry>>();

/**
 * The build's server entry, written by `npm run build` into client/dist-ssr beside CLIENT_DIR:
 * imported once per folder for everything the server takes from it (the gallery's renderer,
 * the content's seed), so that a second reader never loads a second copy.
 */
export function loadServerEntry(clientDir: string): Promise<LoadedServerEntry> {
  const ssrDir = path.resolve(clientDir, '..', 'dist-ssr');
  let entry = loaded.get(ssrDir);
  if (entry === undefined) {
    entry = importEntry(ssrDir);
    loaded.set(ssrDir, entry);
  }
  return entry;
}

async function importEntry(ssrDir: string): Promise<LoadedServerEntry> {
  const entryFile = path.join(ssrDir, 'entry-server.js');
  try {
    const code = await fs.readFile(entryFile);
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    return { ok: true, entry, code, ssrDir };
  } catch (error) {
    return { ok: false, ssrDir, reason: (error as Error).message };
  }
}
