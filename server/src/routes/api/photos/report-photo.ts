import { MessageBody, PhotoIdParams, ReportBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { addReport } from '../../../domain/moderation/reports.js';
import { rateLimit } from '../rate-limits.js';
import { findPhotoOr404, PHOTO_NOT_FOUND } from './find-photo.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';

export const REPORT_RECEIVED =
  'Merci : votre signalement a été transmis aux organisateurs, qui vont examiner cette photo.';
export const ALREADY_REPORTED = 'Vous avez déjà signalé cette photo : les organisateurs vont l’examiner.';
export const OWN_PHOTO_REPORT = 'C’est votre photo : supprimez-la plutôt si vous ne voulez plus qu’elle soit publiée.';

/** Spaces around a reason are not a reason: trimmed before the schema checks its length. */
async function trimReason(request: FastifyRequest): Promise<void> {
  const body = request.body as { reason?: unknown } | null;
  if (body !== null && typeof body === 'object' && typeof body.reason === 'string') body.reason = body.reason.trim();
}

/**
 * POST /api/photos/{id}/report: a signed-in visitor asks the organisers to look at a photo,
 * with a short reason. One report per user and photo (409 for a second); 201.
 */
const reportPhoto: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/photos/:id/report',
    {
      schema: { params: PhotoIdParams, body: ReportBody, response: { 201: MessageBody } },
      preValidation: trimReason,
      preHandler: [app.requireUser, rateLimit(app, 'reportPerUser', 'user')],
    },
    async (request, reply) => {
      const photo = await findPhotoOr404(app, request.params.id);
      const user = request.user;
      if (user === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      if (photo.userId === user.id) throw new HttpError(400, OWN_PHOTO_REPORT);
      const outcome = await addReport(app.db, { photoId: photo.id, userId: user.id, reason: request.body.reason });
      if (outcome === 'gone') throw new HttpError(404, PHOTO_NOT_FOUND);
      if (outcome === 'duplicate') throw new HttpError(409, ALREADY_REPORTED);
      request.log.info({ photoId: photo.id }, 'photo reported');
      return reply.code(201).send({ message: REPORT_RECEIVED });
    },
  );
};
export default reportPhoto;
