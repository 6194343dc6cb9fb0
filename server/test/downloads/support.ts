import type { DownloadKind, DownloadTicketReply } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../moderation/support.js';

/** POST /api/download-tickets for `kind`; returns the link (throws unless 201). */
export async function ticketUrl(app: FastifyInstance, token: string, kind: DownloadKind): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/download-tickets',
    headers: bearer(token),
    payload: { download: kind },
  });
  if (res.statusCode !== 201) throw new Error(`download-tickets answered ${res.statusCode} ${res.body}`);
  return res.json<DownloadTicketReply>().url;
}

/** The ticket inside a download link. */
export function ticketOf(url: string): string {
  return new URL(url, 'http://congres.test').searchParams.get('ticket') ?? '';
}
