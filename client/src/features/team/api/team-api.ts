import { ORGANISER_EMAIL_MISSING, type Organiser, type OrganiserList } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

export { ORGANISER_EMAIL_MISSING };

/** GET /api/organisers (organisers): who holds the role, by email. */
export function getOrganisers(token: string): Promise<ApiResult<OrganiserList>> {
  return callApi(
    '/organisers',
    { token },
    'OrganiserList',
    serverMessageOr('La liste de l’équipe n’a pas pu être chargée. Réessayez dans un instant.'),
  );
}

/** POST /api/organisers (organisers): gives the role to the account of an email (201, or 200 if it held it). */
export function addOrganiser(email: string, token: string): Promise<ApiResult<Organiser>> {
  return callApi(
    '/organisers',
    { method: 'POST', token, json: { email } },
    'Organiser',
    serverMessageOr('L’organisateur n’a pas pu être ajouté : vérifiez votre connexion, puis réessayez.'),
  );
}

/** DELETE /api/organisers/{id} (organisers): withdraws the role; a 409 when it is the last organiser. */
export function removeOrganiser(id: number, token: string): Promise<ApiResult<true>> {
  return callApi(
    `/organisers/${id}`,
    { method: 'DELETE', token },
    null,
    serverMessageOr('Le rôle n’a pas pu être retiré : vérifiez votre connexion, puis réessayez.'),
  );
}
