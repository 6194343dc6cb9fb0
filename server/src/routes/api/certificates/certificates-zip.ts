import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { certifiedParticipants } from '../../../domain/certificates/certificate-facts.js';
import { HttpError } from '../../../http/http-error.js';
import { sendZip, type ZipEntry } from '../../../http/zip-download.js';
import { ORGANISERS_ONLY_MESSAGE } from '../../../plugins/auth/auth-user.js';
import { certificateAction } from './certificate-action.js';
import { makeCertificate } from './make-certificate.js';

/** "Zoé Dupont" → "zoe-dupont": a file name any system keeps. */
function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'participant' : slug.slice(0, 60);
}

/**
 * GET /api/attendance/certificates.zip (organisers; a download ticket's link works too): every
 * participant's certificate, one PDF each named attestation-<nom>-<n°>.pdf, made one at a time
 * as the zip streams (decision 095); only those with a half-day their trainer has closed (decision 103).
 */
const certificatesZip: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attendance/certificates.zip',
    { compress: false, preHandler: app.requireDownloader('certificates') },
    async (request, reply) => {
      if (request.user?.role !== 'organiser') throw new HttpError(403, ORGANISERS_ONLY_MESSAGE);
      const [participants, action] = await Promise.all([certifiedParticipants(app.db), certificateAction(app)]);
      async function* entries(): AsyncGenerator<ZipEntry> {
        for (const userId of participants) {
          const made = await makeCertificate(app, action, userId);
          if ('none' in made) continue;
          const { pdf } = made;
          yield { name: `attestation-${fileSlug(made.participant)}-${userId}.pdf`, mtime: new Date(), data: () => pdf };
        }
      }
      request.log.info({ certificates: participants.length }, 'certificates zip downloaded');
      return sendZip(reply, 'attestations-de-formation.zip', entries());
    },
  );
};
export default certificatesZip;
