import { UploadResult } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { TUS_MESSAGES } from '../../../domain/uploads/tus-messages.js';
import { ownUpload } from './tus-checks.js';
import { processing } from './upload-resource.js';

/**
 * GET /api/uploads/{id}/outcome: the answer the finishing PATCH gave (`{published, refused}`),
 * for a client whose answer was lost or who found the upload complete on resuming; 409 while
 * it is still received or processed, 404 once swept (a day later) or for another account.
 */
const uploadOutcome: FastifyPluginAsyncTypebox = async (app) => {
  app.get<{ Params: { id: string } }>(
    '/uploads/:id/outcome',
    { preHandler: app.requireUser, schema: { response: { 200: UploadResult } } },
    async (request) => {
      const row = await ownUpload(request, request.params.id);
      if (row.state === 'receiving') throw new HttpError(409, TUS_MESSAGES.receiving);
      if (row.state === 'processing' || row.outcome === null) throw processing();
      return JSON.parse(row.outcome) as UploadResult;
    },
  );
};
export default uploadOutcome;
