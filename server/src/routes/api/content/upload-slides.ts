import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  CONTENT_FILES_FULL,
  SLIDES_MESSAGES,
  SLIDES_PATH,
  SLIDES_URL_PREFIX,
  SlidesUploadReply,
} from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { keptWithinSpace, roomFor } from '../../../domain/content/content-files-space.js';
import { isPdfFile, NotPdfError, pdfHeaderGate, slidesDisplayName } from '../../../domain/slides/pdf-check.js';
import { HttpError } from '../../../http/http-error.js';
import { dropUnreadBodies } from '../../../http/unread-body.js';

const MIB = 1024 * 1024;

/**
 * POST /api/content/slides (organisers): one PDF in the multipart field `file`, at most
 * SLIDES_MAX_MB, checked by its content (decision 084), stored through the photos' storage (the
 * folder or the bucket) under a random name. 201 with the reference a slot's `slides.pdf` takes;
 * the PDF is public once a published version names it (its address is not guessable before).
 * The file is streamed to DATA_DIR/incoming, never whole in memory, refused on its first bytes
 * when they are not a PDF's, then streamed to the storage; 507 past CONTENT_FILES_MAX_MB (decision 106).
 */
const uploadSlides: FastifyPluginAsyncTypebox = async (app) => {
  // Registered in this plugin only, as the photo upload does: other routes take no multipart.
  await app.register(multipart);
  dropUnreadBodies(app);
  const maxBytes = app.config.slidesMaxBytes;
  const spaceBytes = app.config.contentFilesMaxBytes;
  const full = () => new HttpError(507, CONTENT_FILES_FULL(spaceBytes / MIB));

  /** Streams the field `file` to `target`; its name and size, or undefined when the form has none. */
  async function receive(
    request: FastifyRequest,
    target: string,
  ): Promise<{ bytes: number; filename: string } | undefined> {
    try {
      for await (const part of request.parts({ limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 20 } })) {
        if (part.type === 'file' && part.fieldname === 'file') {
          const sink = fs.createWriteStream(target, { flags: 'wx' });
          try {
            await pipeline(part.file, pdfHeaderGate(), sink);
          } catch (error) {
            // Refused on the first bytes, the file may not be open yet: once it has opened and
            // closed it is there to be removed (the caller's `rm` ran before, and left it).
            if (!sink.closed) await once(sink, 'close');
            throw error;
          }
          if (part.file.truncated) throw new HttpError(413, SLIDES_MESSAGES.tooLarge(maxBytes / MIB));
          return { bytes: (await fs.promises.stat(target)).size, filename: part.filename };
        }
        if (part.type === 'file') part.file.resume();
      }
      return undefined;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof NotPdfError) {
        request.log.info('slides refused on their first bytes: not a PDF');
        throw new HttpError(415, SLIDES_MESSAGES.notPdf);
      }
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new HttpError(413, SLIDES_MESSAGES.tooLarge(maxBytes / MIB));
      }
      if (error instanceof app.multipartErrors.FilesLimitError) throw new HttpError(400, SLIDES_MESSAGES.malformed);
      // A disk or network failure is ours (500); anything else is a malformed form.
      if (error instanceof Error && 'syscall' in error) throw error;
      request.log.info({ err: error }, 'malformed slides upload');
      throw new HttpError(400, SLIDES_MESSAGES.malformed);
    }
  }

  app.post(
    SLIDES_PATH.replace(/^\/api/, ''),
    { preHandler: app.requireOrganiser, schema: { response: { 201: SlidesUploadReply } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, SLIDES_MESSAGES.notMultipart);
      // Full already: refused before a byte of the file is received.
      if (!(await roomFor(app.photos.files, 1, spaceBytes))) throw full();
      const target = path.join(app.photos.incomingDir, `slides-${randomBytes(16).toString('hex')}`);
      try {
        const file = await receive(request, target);
        if (file === undefined || file.bytes === 0) throw new HttpError(400, SLIDES_MESSAGES.noFile);
        if (!(await isPdfFile(target))) {
          request.log.info({ bytes: file.bytes }, 'slides refused: not a PDF');
          throw new HttpError(415, SLIDES_MESSAGES.notPdf);
        }
        const name = `${randomBytes(16).toString('hex')}.pdf`;
        await app.photos.files.putFile('slides', name, target);
        if (!(await keptWithinSpace(app.photos.files, [{ kind: 'slides', name }], spaceBytes))) {
          request.log.warn({ bytes: file.bytes }, 'slides refused: the content files are at their cap');
          throw full();
        }
        request.log.info({ userId: request.user?.id, bytes: file.bytes }, 'slides stored');
        return reply
          .code(201)
          .send({ src: `${SLIDES_URL_PREFIX}${name}`, name: slidesDisplayName(file.filename), bytes: file.bytes });
      } finally {
        await fs.promises.rm(target, { force: true });
      }
    },
  );
};
export default uploadSlides;
