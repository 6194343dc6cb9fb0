import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CONTENT_ARCHIVE_FORMAT,
  CONTENT_EXPORT_PATH,
  CONTENT_IMAGE_URL_PREFIX,
  type ContentArchiveFile,
} from '@congres/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { CONTENT_FILE, IMAGES_FOLDER } from '../../../domain/content/content-archive.js';
import { pictureFileName, picturesOf } from '../../../domain/content/content-pictures.js';
import { publishedContent } from '../../../domain/content/content-versions.js';
import { sendZip, type ZipEntry } from '../../../http/zip-download.js';

/**
 * A picture's bytes, opened when the zip reaches it: a build file from the client folder the
 * server serves, or an upload from the photo storage; undefined when missing (left out, logged).
 */
async function openPicture(app: FastifyInstance, src: string): Promise<Readable | undefined> {
  const name = pictureFileName(src);
  // The schema allows dots: a name like ".." must not reach a folder.
  if (name.startsWith('.')) return undefined;
  if (src.startsWith(CONTENT_IMAGE_URL_PREFIX)) return (await app.photos.files.open('content', name))?.stream;
  try {
    const handle = await fs.open(path.join(app.config.clientDir, 'assets', name), 'r');
    return handle.createReadStream();
  } catch {
    return undefined;
  }
}

/**
 * GET /api/content/export (organisers): the published content as a zip (decision 089),
 * content.json (with its version) and every picture it names in images/, by its file name.
 */
const exportContent: FastifyPluginAsync = async (app) => {
  app.get(CONTENT_EXPORT_PATH.replace(/^\/api/, ''), { preHandler: app.requireOrganiser }, async (request, reply) => {
    const published = await publishedContent(app.db);
    const mtime = new Date(published.publishedAt);
    const file: ContentArchiveFile = { format: CONTENT_ARCHIVE_FORMAT, ...published };
    const sources = [...new Set(picturesOf(published.content).map((picture) => picture.src))];
    const entries: ZipEntry[] = [
      { name: CONTENT_FILE, mtime, data: () => Buffer.from(`${JSON.stringify(file, null, 2)}\n`) },
      ...sources.map((src) => ({
        name: `${IMAGES_FOLDER}${pictureFileName(src)}`,
        mtime,
        open: async () => {
          const stream = await openPicture(app, src);
          if (stream === undefined) request.log.warn({ src }, 'content picture missing from the export');
          return stream;
        },
      })),
    ];
    request.log.info({ version: published.version, pictures: sources.length }, 'content exported');
    return sendZip(reply, `contenu-congres-v${published.version}.zip`, entries);
  });
};
export default exportContent;
