import type { FastifyInstance } from 'fastify';
import createUpload from './create-upload.js';
import uploadOutcome from './upload-outcome.js';
import uploadResource from './upload-resource.js';
import tusDiscovery, { TUS_RESUMABLE } from './tus-discovery.js';

/**
 * The resumable uploads (tus 1.0.0, decision 050) under /api/uploads. Bodies are left unread
 * here, whatever their type: the tus server streams a PATCH's bytes to its store itself.
 */
export default async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null);
  });
  // A PATCH answered before its body was read (a refusal: the wrong offset, a photo already
  // in): Chromium resends a request cut on a reused connection, the whole chunk, and reads the
  // answer only once it has sent it all; closing the connection stops that at once (decision 070).
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'PATCH' && !request.raw.complete) void reply.header('connection', 'close');
  });
  // tus 1.0.0: every answer names the protocol's version, refusals included (a 401, another's 404).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('tus-resumable', TUS_RESUMABLE);
  });
  app.addHook('onResponse', async (request) => {
    if (request.method === 'PATCH' && !request.raw.complete) request.raw.socket.destroy();
  });
  await app.register(createUpload);
  await app.register(uploadResource);
  await app.register(uploadOutcome);
  await app.register(tusDiscovery);
}
