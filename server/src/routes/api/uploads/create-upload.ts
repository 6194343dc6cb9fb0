import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { TUS_MESSAGES } from '../../../plugins/app/uploads/tus-messages.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/app/auth/auth-user.js';
import { sendTusAnswer } from './tus-answer.js';
import { byteHeader, requireTusVersion, uploadMetadata } from './tus-checks.js';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * POST /api/uploads (tus creation): a signed-in account opens an upload of one photo of
 * `Upload-Length` bytes, within its limits; 201 with `Location: /api/uploads/{id}`.
 */
const createUpload: FastifyPluginAsync = async (app) => {
  app.post('/uploads', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user;
    if (!user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    requireTusVersion(request);
    const { limits, rows } = app.uploads;
    if (request.headers['upload-concat'] !== undefined) throw new HttpError(400, TUS_MESSAGES.concat);
    // A length deferred (Upload-Defer-Length) is refused as a missing one: the limits need it now.
    const length = byteHeader(request, 'upload-length', TUS_MESSAGES.length);
    if (length === undefined) throw new HttpError(400, TUS_MESSAGES.length);
    if (length === 0) throw new HttpError(400, TUS_MESSAGES.empty);
    if (length > limits.fileBytes) throw new HttpError(413, TUS_MESSAGES.tooLarge(megabytes(limits.fileBytes)));
    const { name, key } = uploadMetadata(request.headers['upload-metadata']);

    const open = await rows.openOf(user.id);
    if (open.count >= limits.openUploads) throw new HttpError(429, TUS_MESSAGES.openUploads(open.count));
    if (open.bytes + length > limits.openBytes) {
      throw new HttpError(429, TUS_MESSAGES.openBytes(megabytes(limits.openBytes)));
    }
    return sendTusAnswer(request, reply, await app.uploads.handle(request, { userId: user.id, name, key }));
  });
};
export default createUpload;
