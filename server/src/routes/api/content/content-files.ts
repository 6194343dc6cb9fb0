import multipart from '@fastify/multipart';
import {
  CONTENT_FILES_FULL,
  CONTENT_IMAGE_URL_PREFIX,
  CONTENT_IMAGES_PATH,
  CONTENT_IMPORT_INVALID,
  CONTENT_IMPORT_NOTE,
  CONTENT_IMPORT_PATH,
  ContentPicture,
  PublishReply,
} from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { ArchiveLimits } from '../../../domain/content/content-archive.js';
import { keptWithinSpace, roomFor } from '../../../domain/content/content-files-space.js';
import {
  ContentImageRefusal,
  encodeContentImage,
  IMAGE_REFUSAL,
  type EncodedImage,
} from '../../../domain/content/content-image.js';
import { prepareImport } from '../../../domain/content/content-import.js';
import { latestVersion, publish, retiredSlotIds } from '../../../domain/content/content-versions.js';
import { HttpError } from '../../../http/http-error.js';
import { dropUnreadBodies } from '../../../http/unread-body.js';
import { Refusal } from './content-draft.js';
import { conflict, published } from './publication.js';
import { receiveFile } from './receive-file.js';

/** An exported archive: every picture the content can hold at the image limit fits well under it. */
export const CONTENT_ARCHIVE_MAX_BYTES = 100 * 1024 * 1024;
export const ARCHIVE_TOO_LARGE = `L’archive dépasse ${CONTENT_ARCHIVE_MAX_BYTES / 1024 / 1024} Mo : choisissez le fichier donné par « Exporter le contenu ».`;

const route = (path: string) => path.replace(/^\/api/, '');

/**
 * The content's files (decisions 088, 089), organisers only: POST /api/content/images stores one
 * re-encoded image; POST /api/content/import replaces the content with an exported archive's,
 * as one new version, once everything in it has been checked.
 */
const contentFiles: FastifyPluginAsyncTypebox = async (app) => {
  // Registered in this plugin only, like the photos' upload: other routes take no multipart body.
  await app.register(multipart);
  dropUnreadBodies(app);
  const imageLimits = { maxBytes: app.config.uploadMaxFileBytes, maxPixels: app.config.uploadMaxPixels };
  // What slides and images hold in all, counted in the storage every instance shares (decision 106).
  const spaceBytes = app.config.contentFilesMaxBytes;
  const full = () => new HttpError(507, CONTENT_FILES_FULL(spaceBytes / 1024 / 1024));

  app.post(
    route(CONTENT_IMAGES_PATH),
    { preHandler: app.requireOrganiser, schema: { response: { 201: ContentPicture } } },
    async (request, reply) => {
      const data = await receiveFile(app, request, {
        maxBytes: imageLimits.maxBytes,
        tooLarge: IMAGE_REFUSAL.tooLarge(imageLimits.maxBytes),
      });
      let image;
      try {
        image = await encodeContentImage(data, imageLimits);
      } catch (error) {
        if (error instanceof ContentImageRefusal) throw new HttpError(error.status, error.message);
        throw error;
      }
      await app.photos.files.put('content', image.name, image.data);
      if (!(await keptWithinSpace(app.photos.files, [{ kind: 'content', name: image.name }], spaceBytes))) {
        request.log.warn({ bytes: image.data.length }, 'content image refused: the content files are at their cap');
        throw full();
      }
      request.log.info({ userId: request.user?.id, bytes: image.data.length }, 'content image stored');
      return reply
        .code(201)
        .send({ src: `${CONTENT_IMAGE_URL_PREFIX}${image.name}`, alt: '', width: image.width, height: image.height });
    },
  );

  /** Stores an import's images, all or none: 507 when they would pass the cap (an import without new images adds nothing). */
  async function storeImages(log: FastifyBaseLogger, images: EncodedImage[]): Promise<void> {
    if (images.length === 0) return;
    const bytes = images.reduce((sum, image) => sum + image.data.length, 0);
    if (!(await roomFor(app.photos.files, bytes, spaceBytes))) throw full();
    for (const image of images) await app.photos.files.put('content', image.name, image.data);
    const written = images.map((image) => ({ kind: 'content' as const, name: image.name }));
    if (!(await keptWithinSpace(app.photos.files, written, spaceBytes))) {
      log.warn({ bytes }, 'content import refused: the content files are at their cap');
      throw full();
    }
  }

  const limits: ArchiveLimits = {
    // content.json and one file per picture: the schema allows 55 pictures.
    maxEntries: 200,
    maxImageBytes: imageLimits.maxBytes,
    maxContentBytes: 2 * 1024 * 1024,
    // Held in memory while checked: no more inflated than the archive's own limit.
    maxTotalBytes: CONTENT_ARCHIVE_MAX_BYTES,
  };
  app.post(
    route(CONTENT_IMPORT_PATH),
    {
      preHandler: app.requireOrganiser,
      schema: { response: { 201: PublishReply, 400: Refusal } },
    },
    async (request, reply) => {
      const user = request.user;
      if (user === null) throw new Error('requireOrganiser let an anonymous request through');
      const zip = await receiveFile(app, request, { maxBytes: CONTENT_ARCHIVE_MAX_BYTES, tooLarge: ARCHIVE_TOO_LARGE });
      const prepared = await prepareImport(zip, { limits, imageLimits, retiredSlotIds: await retiredSlotIds(app.db) });
      if (!prepared.ok) {
        request.log.info({ problems: prepared.problems.length }, 'content import refused');
        return reply.code(400).send({ message: CONTENT_IMPORT_INVALID, problems: prepared.problems });
      }
      await storeImages(request.log, prepared.images);
      const outcome = await publish(app.db, {
        baseVersion: await latestVersion(app.db),
        source: { content: prepared.content },
        publishedBy: user.id,
        note: CONTENT_IMPORT_NOTE,
        restoredFrom: null,
      });
      if (!('version' in outcome)) throw await conflict(app);
      request.log.info({ images: prepared.images.length }, 'content imported');
      return published(app, request, reply, outcome.version);
    },
  );
};
export default contentFiles;
