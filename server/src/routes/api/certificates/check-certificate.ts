import { CERTIFICATES_PATH, CertificateCheck } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findEvidenceCode } from '../../../domain/certificates/evidence-codes.js';
import { HttpError } from '../../../http/http-error.js';
import { rateLimit } from '../rate-limits.js';

export const UNKNOWN_CODE_MESSAGE =
  'Aucun document ne porte ce code. Vérifiez sa saisie (10 caractères, par exemple 7K3QM-2XW9P).';

/**
 * GET /api/certificates/{code} (anyone): whether a certificate's or a sheet's code is genuine
 * (decision 095). 200 with the action's name and date only, 404 otherwise: nothing about the
 * participant. Limited per address, so that codes cannot be guessed by the thousand.
 */
const checkCertificate: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${CERTIFICATES_PATH.replace(/^\/api/, '')}/:code`,
    {
      // Any text (the router bounds it): what is not a code is answered like an unknown one.
      schema: { params: Type.Object({ code: Type.String() }), response: { 200: CertificateCheck } },
      preHandler: rateLimit(app, 'certificateCheckPerIp', 'ip'),
    },
    async (request) => {
      const found = await findEvidenceCode(app.db, request.params.code);
      if (found === null) throw new HttpError(404, UNKNOWN_CODE_MESSAGE);
      return found;
    },
  );
};
export default checkCertificate;
