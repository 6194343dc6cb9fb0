import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { sendZip } from '../../../http/zip-download.js';
import { ORGANISERS_ONLY_MESSAGE } from '../../../plugins/auth/auth-user.js';
import { photoEntries } from '../../../domain/photos/archive-entries.js';

/**
 * GET /api/photos/archive (organisers): every photo as one zip, streamed as it is made, named by
 * date and publisher, with manifest.csv (file, publisher, date). A browser follows a link with a
 * ticket from POST /api/download-tickets; a script may send its bearer token instead.
 */
const photoArchive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/photos/archive',
    { compress: false, preHandler: app.requireDownloader('photo-archive') },
    async (request, reply) => {
      if (request.user?.role !== 'organiser') throw new HttpError(403, ORGANISERS_ONLY_MESSAGE);
      const records = await app.photos.store.listAll();
      request.log.info({ photos: records.length }, 'photo archive download');
      const day = new Date().toISOString().slice(0, 10);
      return sendZip(reply, `photos-congres-${day}.zip`, photoEntries(app.photos.files, records, 'photos/'));
    },
  );
};
export default photoArchive;
