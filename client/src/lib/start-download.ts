import type { DownloadKind } from '@congres/contracts';
import { apiUrl } from './api-client';
import { callApi, serverMessageOr, type ApiResult } from './api-result';

/**
 * Starts a zip download: a two-minute link from POST /api/download-tickets, which the browser
 * then follows (a link cannot carry the token, and a zip of every photo is too large to fetch
 * into memory first). The page stays where it is: the answer is an attachment.
 */
export async function startDownload(token: string, download: DownloadKind): Promise<ApiResult<true>> {
  const ticket = await callApi(
    '/download-tickets',
    { method: 'POST', json: { download }, token },
    'DownloadTicketReply',
    serverMessageOr('Le téléchargement n’a pas pu commencer. Réessayez.'),
  );
  if (!ticket.ok) return ticket;
  // The server gives the path under /api; apiUrl puts it on the API's host.
  window.location.assign(apiUrl(ticket.data.url.replace(/^\/api/, '')));
  return { ok: true, data: true };
}
