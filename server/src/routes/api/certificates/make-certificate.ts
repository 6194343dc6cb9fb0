import type { FastifyInstance } from 'fastify';
import { certificateCode } from '../../../domain/certificates/certificate-code.js';
import { certificateFacts, type NoCertificate } from '../../../domain/certificates/certificate-facts.js';
import { certificatePdf } from '../../../domain/certificates/certificate-pdf.js';
import type { certificateAction } from './certificate-action.js';

/**
 * One participant's certificate as a PDF, with its stable code; or why there is none (nothing
 * signed, or no half-day signed closed by its trainer yet: no code is issued then either).
 */
export async function makeCertificate(
  app: FastifyInstance,
  { action, dateIso, halfDays }: Awaited<ReturnType<typeof certificateAction>>,
  userId: number,
): Promise<{ participant: string; pdf: Buffer } | { none: NoCertificate }> {
  const facts = await certificateFacts(app.db, userId, halfDays);
  if (typeof facts === 'string') return { none: facts };
  const code = await certificateCode(app.db, { userId, actionTitle: action.title, actionDate: dateIso });
  return { participant: facts.participant, pdf: await certificatePdf(action, facts, code) };
}
