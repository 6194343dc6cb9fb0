import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { TUS_MESSAGES } from '../../../domain/uploads/tus-messages.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';
import { sendTusAnswer } from './tus-answer.js';
import { byteHeader, requireTusVersion, uploadMetadata } from './tus-checks.js';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
/** Past the cap of all uploads in progress: room comes back as others finish (decision 073). */
const RETRY_AFTER_FULL_SECONDS = 120;

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
    // Our id, as the tus server would make it (32 hex digits): the row is written, and the cap of
    // every account's uploads in progress checked, before the tus server writes anything.
    const id = randomBytes(16).toString('hex');
    if (!(await rows.reserve({ id, userId: user.id, name, length, key }, limits.inProgressBytes))) {
      request.log.warn({ length }, 'resumable upload refused: uploads in progress at their cap');
      throw new HttpError(507, TUS_MESSAGES.full, { 'retry-after': String(RETRY_AFTER_FULL_SECONDS) });
    }
    const answer = await app.uploads.handle(request, { created: id });
    // Refused by the tus server (its store failed): no Location was given, nothing can resume it.
    if (answer.status >= 400) await app.uploads.drop(id);
    return sendTusAnswer(request, reply, answer);
  });
};
export default createUpload;
