import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { SLIDES_MESSAGES, SLIDES_PATH, SLIDES_URL_PREFIX, SlidesUploadReply } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isPdf, slidesDisplayName } from '../../../domain/slides/pdf-check.js';
import { HttpError } from '../../../http/http-error.js';

const MIB = 1024 * 1024;

/**
 * POST /api/content/slides (organisers): one PDF in the multipart field `file`, at most
 * SLIDES_MAX_MB, checked by its content (decision 084), stored through the photos' storage (the
 * folder or the bucket) under a random name. 201 with the reference a slot's `slides.pdf` takes;
 * the PDF is public once a published version names it (its address is not guessable before).
 */
const uploadSlides: FastifyPluginAsyncTypebox = async (app) => {
  // Registered in this plugin only, as the photo upload does: other routes take no multipart.
  await app.register(multipart);
  const maxBytes = app.config.slidesMaxBytes;

  /** The file of the field `file`, whole; undefined when the form has none. */
  async function receive(request: FastifyRequest): Promise<{ data: Buffer; filename: string } | undefined> {
    try {
      for await (const part of request.parts({ limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 20 } })) {
        if (part.type === 'file' && part.fieldname === 'file') {
          return { data: await part.toBuffer(), filename: part.filename };
        }
        if (part.type === 'file') part.file.resume();
      }
      return undefined;
    } catch (error) {
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
      const file = await receive(request);
      if (file === undefined || file.data.length === 0) throw new HttpError(400, SLIDES_MESSAGES.noFile);
      if (!isPdf(file.data)) {
        request.log.info({ bytes: file.data.length }, 'slides refused: not a PDF');
        throw new HttpError(415, SLIDES_MESSAGES.notPdf);
      }
      const name = `${randomBytes(16).toString('hex')}.pdf`;
      await app.photos.files.put('slides', name, file.data);
      request.log.info({ userId: request.user?.id, bytes: file.data.length }, 'slides stored');
      return reply
        .code(201)
        .send({ src: `${SLIDES_URL_PREFIX}${name}`, name: slidesDisplayName(file.filename), bytes: file.data.length });
    },
  );
};
export default uploadSlides;
