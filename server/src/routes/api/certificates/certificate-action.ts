import { SITE_ROUTES, type TrainingAction } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { publishedContent } from '../../../domain/content/content-versions.js';
import type { CertificateAction } from '../../../domain/certificates/certificate-pdf.js';

/** The action as certificates print it, and its half-days; from the published content (or the seed's training). */
export async function certificateAction(
  app: FastifyInstance,
): Promise<{ action: CertificateAction; dateIso: string; halfDays: TrainingAction['halfDays'] }> {
  const { content } = await publishedContent(app.db);
  // A version published before the training existed has none: the seed's applies (decision 091).
  const training = content.training ?? (await app.contentSeed())?.training;
  const { contact, event } = content;
  return {
    action: {
      title: training?.title ?? event.title,
      nature: training?.nature ?? 'Action de formation continue',
      organiser: event.organisationName,
      contact: [contact.name, ...contact.address, contact.email, contact.phone].filter((line) => line !== ''),
      dateLabel: event.dateLabel,
      verificationUrl: `${app.config.publicUrl}${SITE_ROUTES.verification}`,
    },
    dateIso: event.dateIso,
    halfDays: training?.halfDays ?? [],
  };
}
