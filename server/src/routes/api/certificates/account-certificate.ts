import { CERTIFICATE_NOT_CLOSED, CERTIFICATE_PDF_PATH } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';
import { certificateAction } from './certificate-action.js';
import { makeCertificate } from './make-certificate.js';

export const NOTHING_SIGNED_MESSAGE =
  'Aucune attestation pour ce compte : vous n’avez signé la feuille de présence d’aucune demi-journée. ' +
  'Signez-la en scannant le code affiché dans la salle, ou demandez à un organisateur de vous enregistrer.';

/**
 * GET /api/account/certificate.pdf: the signed-in participant's completion certificate
 * (decision 095); 404 with a French message while no half-day is signed, 409 while none of
 * those signed is closed by its trainer (decision 103: it is not over, it counts once closed).
 */
const accountCertificate: FastifyPluginAsyncTypebox = async (app) => {
  app.get(CERTIFICATE_PDF_PATH.replace(/^\/api/, ''), { preHandler: app.requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    const made = await makeCertificate(app, await certificateAction(app), user.id);
    if ('none' in made) {
      if (made.none === 'none-closed') throw new HttpError(409, CERTIFICATE_NOT_CLOSED);
      throw new HttpError(404, NOTHING_SIGNED_MESSAGE);
    }
    request.log.info({ userId: user.id }, 'certificate downloaded');
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="attestation-de-formation.pdf"')
      .header('cache-control', 'no-store')
      .send(made.pdf);
  });
};
export default accountCertificate;
