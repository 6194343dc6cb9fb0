import type { AccountBody, RenamedAccountBody } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

/** GET /api/account: the signed-in account as "Mon compte" shows it. */
export function getAccount(token: string): Promise<ApiResult<AccountBody>> {
  return callApi(
    '/account',
    { token },
    'AccountBody',
    serverMessageOr('Votre compte n’a pas pu être chargé. Réessayez.'),
  );
}

/** PATCH /api/account: the new name, and a token that carries it. */
export function renameAccount(token: string, username: string): Promise<ApiResult<RenamedAccountBody>> {
  return callApi(
    '/account',
    { method: 'PATCH', json: { username }, token },
    'RenamedAccountBody',
    serverMessageOr('Le nom n’a pas pu être changé. Réessayez.'),
  );
}

/** DELETE /api/account with the password: everything of the account is erased (204). */
export function deleteAccount(token: string, password: string): Promise<ApiResult<true>> {
  return callApi(
    '/account',
    { method: 'DELETE', json: { password }, token },
    null,
    serverMessageOr('Le compte n’a pas pu être supprimé. Réessayez.'),
  );
}
