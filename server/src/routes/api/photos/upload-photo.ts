import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { UploadFailure, UploadResult, type RefusedFile } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { isOutOfSpace, NO_SPACE, publishUploads, type PublishOutcome } from '../../../domain/photos/publish-uploads.js';
import {
  BAD_IDEMPOTENCY_KEY,
  IDEMPOTENCY_HEADER,
  publishOnce,
  readIdempotencyKey,
} from '../../../domain/photos/idempotent-publish.js';
import { receiveFiles } from './receive-files.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';

export const NO_IMAGE = 'Aucune image sélectionnée.';
export const NOTHING_PUBLISHED = 'Aucune image n’a pu être publiée : voyez la raison de chaque fichier.';

/**
 * POST /api/upload-photo: a signed-in user publishes photos (multipart, repeated field
 * images[]). 201 with what was published and what was refused; a 4xx with the same lists
 * when nothing could be published.
 */
const uploadPhoto: FastifyPluginAsyncTypebox = async (app) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart);
  const { uploadMaxFiles: maxFiles, uploadMaxFileBytes: maxFileBytes, uploadMaxPixels: maxPixels } = app.config;

  type Answer = { status: 200 | 201 | 400 | 413 | 415; body: UploadResult | UploadFailure };
  const fail = (status: Answer['status'], message: string, refused: RefusedFile[] = []): Answer => ({
    status,
    body: { message, published: [], refused },
  });

  /** Receives and publishes the files of one request, whose temporary files are in `folder`. */
  async function handle(request: FastifyRequest, folder: string, key: string | null): Promise<Answer> {
    let files;
    try {
      files = await receiveFiles(request, { folder, maxFiles, maxFileBytes });
    } catch (error) {
      if (error instanceof app.multipartErrors.FilesLimitError) {
        return fail(413, `Trop de fichiers : ${maxFiles} images au plus par envoi. Aucune image n’a été publiée.`);
      }
      if (isOutOfSpace(error)) {
        request.log.error({ err: error }, 'disk full: upload not received');
        return fail(413, NO_SPACE);
      }
      // A disk failure is ours (500); anything else is a malformed or limit-breaking form.
      if (error instanceof Error && 'syscall' in error) throw error;
      request.log.info({ err: error }, 'malformed upload');
      return fail(400, 'Le formulaire envoyé est incomplet ou mal formé. Réessayez.');
    }
    if (files.length === 0) return fail(400, NO_IMAGE);

    const user = request.user;
    if (!user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    const outcome = await publishOnce(app, user.id, key, () =>
      publishUploads(app.photos, { maxPixels, log: request.log }, files, user),
    );
    const refused = outcome.refused.map(({ name, reason }) => ({ name, reason }));
    request.log.info({ published: outcome.published.length, refused: refused.length }, 'photos uploaded');
    if (outcome.published.length > 0) {
      // A repeat of a stored upload (same Idempotency-Key): the same photos, nothing created.
      return { status: outcome.replayed ? 200 : 201, body: { published: outcome.published, refused } };
    }
    if (outcome.refused.some((file) => file.kind === 'server')) {
      throw new Error('every photo of the upload failed to save');
    }
    return fail(failureStatus(outcome), NOTHING_PUBLISHED, refused);
  }

  app.post(
    '/upload-photo',
    {
      // The login token, or the service worker's upload ticket (decision 072).
      preHandler: app.requirePublisher,
      schema: {
        response: { 200: UploadResult, 201: UploadResult, 400: UploadFailure, 413: UploadFailure, 415: UploadFailure },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        const { status, body } = fail(415, 'Envoyez les images en multipart/form-data, dans le champ images[].');
        return reply.code(status).send(body);
      }
      // Checked before the body is read: a malformed key publishes nothing.
      let key: string | null;
      try {
        key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      } catch {
        const { status, body } = fail(400, BAD_IDEMPOTENCY_KEY);
        return reply.code(status).send(body);
      }
      const folder = await fs.mkdtemp(path.join(app.photos.incomingDir, 'upload-'));
      let answer: Answer;
      try {
        answer = await handle(request, folder, key);
      } finally {
        // Removed before answering: nothing of the upload outlives its request.
        await fs.rm(folder, { recursive: true, force: true });
      }
      return reply.code(answer.status).send(answer.body);
    },
  );
};
export default uploadPhoto;

/**
 * 413 when every file was too large, or when the disk is full (RFC 9110: content larger than
 * the server is able to process; a 5xx would invite an immediate retry), 415 when none was an
 * image we take, else 400.
 */
function failureStatus(outcome: PublishOutcome): 400 | 413 | 415 {
  const kinds = new Set(outcome.refused.map((file) => file.kind));
  if (kinds.has('no-space')) return 413;
  if (kinds.size === 1 && kinds.has('too-large')) return 413;
  if (kinds.size === 1 && kinds.has('not-an-image')) return 415;
  return 400;
}
