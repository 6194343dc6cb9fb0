import type { AccountBody } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { findAccount } from '../../../domain/account/users.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';

/** The account as "Mon compte" shows it; 401 if it was deleted meanwhile (its tokens go with it). */
export async function accountOrThrow(app: FastifyInstance, userId: number): Promise<AccountBody> {
  const account = await findAccount(app.db, userId);
  if (account === undefined) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  // PostgreSQL counts as a string, SQLite as a number.
  return { ...account, photoCount: Number(account.photoCount ?? 0) };
}
