import type { Announcement, AnnouncementList } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

/** GET /api/announcements: newest first (offline, the service worker's last copy). */
export function getAnnouncements(): Promise<ApiResult<AnnouncementList>> {
  return callApi(
    '/announcements',
    {},
    'AnnouncementList',
    serverMessageOr('Les annonces n’ont pas pu être chargées : vérifiez votre connexion, puis rechargez la page.'),
  );
}

/** POST /api/announcements (organisers). */
export function postAnnouncement(message: string, token: string): Promise<ApiResult<Announcement>> {
  return callApi(
    '/announcements',
    { method: 'POST', token, json: { message } },
    'Announcement',
    serverMessageOr('L’annonce n’a pas pu être publiée : vérifiez votre connexion, puis réessayez.'),
  );
}

/** DELETE /api/announcements/{id} (organisers). */
export function removeAnnouncement(id: number, token: string): Promise<ApiResult<true>> {
  return callApi(
    `/announcements/${id}`,
    { method: 'DELETE', token },
    null,
    serverMessageOr('L’annonce n’a pas pu être retirée : vérifiez votre connexion, puis réessayez.'),
  );
}
