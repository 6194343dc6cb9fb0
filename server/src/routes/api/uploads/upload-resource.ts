import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { TUS_MESSAGES } from '../../../domain/uploads/tus-messages.js';
import { sendTusAnswer } from './tus-answer.js';
import { byteHeader, ownUpload, requireTusVersion } from './tus-checks.js';

/** 409 for a photo being processed, with the seconds to wait before asking again (a few of image work). */
export const processing = () => new HttpError(409, TUS_MESSAGES.processing, { 'retry-after': '2' });

/**
 * HEAD, PATCH and DELETE /api/uploads/{id}: the tus upload of the signed-in account (another
 * account's is a 404). A finished upload's bytes are gone: its HEAD says it is complete, from its row.
 */
const uploadResource: FastifyPluginAsync = async (app) => {
  app.route<{ Params: { id: string } }>({
    method: 'HEAD',
    url: '/uploads/:id',
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      requireTusVersion(request);
      const row = await ownUpload(request, request.params.id);
      if (row.state === 'receiving')
        return sendTusAnswer(request, reply, await app.uploads.handle(request, { id: row.id }));
      return reply
        .headers({ 'tus-resumable': '1.0.0', 'upload-offset': String(row.length), 'upload-length': String(row.length) })
        .code(200)
        .send();
    },
  });

  app.route<{ Params: { id: string } }>({
    method: 'PATCH',
    url: '/uploads/:id',
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      requireTusVersion(request);
      const row = await ownUpload(request, request.params.id);
      if (row.state === 'processing') throw processing();
      if (row.state === 'done') throw new HttpError(409, TUS_MESSAGES.finished);
      if (request.headers['content-type'] !== 'application/offset+octet-stream') {
        throw new HttpError(415, TUS_MESSAGES.contentType);
      }
      if (byteHeader(request, 'upload-offset', TUS_MESSAGES.offset) === undefined) {
        throw new HttpError(400, TUS_MESSAGES.offset);
      }
      return sendTusAnswer(request, reply, await app.uploads.handle(request, { id: row.id }));
    },
  });

  app.route<{ Params: { id: string } }>({
    method: 'DELETE',
    url: '/uploads/:id',
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      requireTusVersion(request);
      const row = await ownUpload(request, request.params.id);
      if (row.state === 'processing') throw processing();
      if (row.state === 'receiving') {
        const answer = await app.uploads.handle(request, { id: row.id });
        // 404: its bytes were never written (or already swept): the row alone remains to go.
        if (answer.status !== 204 && answer.status !== 404) return sendTusAnswer(request, reply, answer);
      }
      await app.uploads.rows.remove(row.id);
      return reply.header('tus-resumable', '1.0.0').code(204).send();
    },
  });
};
export default uploadResource;
