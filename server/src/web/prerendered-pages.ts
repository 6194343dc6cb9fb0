import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRERENDERED_ROUTES, SHELL_FILE, prerenderedFile } from '@congres/contracts';
import { encodeBody, type EncodedBody } from '../http/encoded-body.js';

/** One HTML document of the build, kept in memory: its ETag and its body in each encoding. */
export interface PageDocument {
  etag: string;
  body: EncodedBody;
}

/** The build's documents: one per prerendered route, and the empty shell for every other route. */
export interface PageDocuments {
  shell: PageDocument;
  /** The document of a prerendered route (a trailing slash is tolerated), else undefined. */
  forPath: (pathname: string) => PageDocument | undefined;
}

/**
 * Reads the build's HTML documents once, at start (decision 020): they change only with a new
 * build, and `npm start` builds before it starts the server (after a build by hand, restart
 * it). Each is compressed once and has its own ETag. Undefined when the client was never built.
 */
export async function loadPageDocuments(clientDir: string): Promise<PageDocuments | undefined> {
  const shell = await loadDocument(path.join(clientDir, SHELL_FILE));
  if (shell === undefined) return undefined;
  const pages = new Map<string, PageDocument>();
  for (const route of PRERENDERED_ROUTES) {
    const page = await loadDocument(path.join(clientDir, prerenderedFile(route)));
    if (page !== undefined) pages.set(route, page);
  }
  return {
    shell,
    forPath: (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname),
  };
}

async function loadDocument(file: string): Promise<PageDocument | undefined> {
  let html: string;
  try {
    html = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  return { etag, body: await encodeBody(html) };
}
