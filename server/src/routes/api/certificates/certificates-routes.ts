import type { FastifyInstance } from 'fastify';
import accountCertificate from './account-certificate.js';
import certificatesZip from './certificates-zip.js';
import checkCertificate from './check-certificate.js';

/** The certificates (decision 095): one's own, all of them for organisers, and the public check of a code. */
export default async function certificatesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountCertificate);
  await app.register(certificatesZip);
  await app.register(checkCertificate);
}
