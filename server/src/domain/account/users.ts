import type { Kysely, Transaction } from 'kysely';
import type { Database, Role } from '../../plugins/database/schema.js';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  role: Role;
}

/** The form an email is stored and compared in: "  Alice@Example.FR " is "alice@example.fr". */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of a normalized email (see normalizeEmail), if any. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'password_hash', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'password_hash', 'role'])
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

/** Changes the name shown under every photo of the account (the photo list's version moves with it). */
export async function renameUser(db: Kysely<Database>, userId: number, username: string): Promise<void> {
  await db.updateTable('users').set({ username }).where('id', '=', userId).execute();
}

/** Grants or withdraws the organiser role; false when no account has that email. */
export async function setRole(db: Kysely<Database>, email: string, role: Role): Promise<boolean> {
  const result = await db.updateTable('users').set({ role }).where('email', '=', email).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The organisers, by email. */
export function listOrganisers(db: Kysely<Database>): Promise<Pick<UserRow, 'email' | 'username'>[]> {
  return db
    .selectFrom('users')
    .select(['email', 'username'])
    .where('role', '=', 'organiser')
    .orderBy('email')
    .execute();
}

/** The account as its owner sees it on "Mon compte". */
export function findAccount(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id as id',
      'users.email as email',
      'users.username as username',
      'users.role as role',
      'users.created_at as createdAt',
      eb
        .selectFrom('photos')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('photos.user_id', '=', 'users.id')
        .as('photoCount'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
