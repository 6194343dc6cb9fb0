import type { FastifyInstance } from 'fastify';
import createUpload from './create-upload.js';
import uploadOutcome from './upload-outcome.js';
import uploadResource from './upload-resource.js';

/**
 * The resumable uploads (tus 1.0.0, decision 050) under /api/uploads. Bodies are left unread
 * here, whatever their type: the tus server streams a PATCH's bytes to its store itself.
 */
export default async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null);
  });
  await app.register(createUpload);
  await app.register(uploadResource);
  await app.register(uploadOutcome);
}
