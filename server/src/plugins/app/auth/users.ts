import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.js';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
}

/** The account of a normalized (trimmed, lower-cased) email, if any. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Creates an account; undefined when the email is already taken (even by a concurrent request). */
export function createUser(
  db: Kysely<Database>,
  user: { email: string; username: string; passwordHash: string },
): Promise<Pick<UserRow, 'id' | 'email' | 'username'> | undefined> {
  return db
    .insertInto('users')
    .values({ email: user.email, username: user.username, password_hash: user.passwordHash })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning(['id', 'email', 'username'])
    .executeTakeFirst();
}

export async function setPasswordHash(trx: Transaction<Database>, userId: number, passwordHash: string): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
