import type { Organiser } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

type Db = Kysely<Database>;

/** The organisers, by email (decision 085). */
export function listTeam(db: Db): Promise<Organiser[]> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username as name'])
    .where('role', '=', 'organiser')
    .orderBy('email')
    .execute();
}

/** What granting the role to an email did. */
export type Granted = { organiser: Organiser; already: boolean } | { unknownEmail: true };

/** Gives the organiser role to the account of a normalized email; says whether it held it already. */
export async function grantOrganiser(db: Db, email: string): Promise<Granted> {
  return db.transaction().execute(async (trx): Promise<Granted> => {
    const account = await trx
      .selectFrom('users')
      .select(['id', 'email', 'username as name', 'role'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (account === undefined) return { unknownEmail: true };
    const { role, ...organiser } = account;
    if (role === 'organiser') return { organiser, already: true };
    await trx.updateTable('users').set({ role: 'organiser' }).where('id', '=', account.id).execute();
    return { organiser, already: false };
  });
}

/** What withdrawing the role did. */
export type Withdrawn = 'withdrawn' | 'not-an-organiser' | 'last-organiser';

/**
 * Withdraws the organiser role of an account, never the last one's. The count and the change
 * are one transaction whose first statement rewrites every organiser row to itself: on
 * PostgreSQL that locks them all, so two organisers removing each other at the same instant are
 * taken one after the other, and the second sees one organiser left (a plain count would let
 * both go and leave the site with none). SQLite runs one writer at a time anyway.
 */
export async function withdrawOrganiser(db: Db, userId: number): Promise<Withdrawn> {
  return db.transaction().execute(async (trx): Promise<Withdrawn> => {
    const locked = await trx
      .updateTable('users')
      .set({ role: 'organiser' })
      .where('role', '=', 'organiser')
      .returning('id')
      .execute();
    if (!locked.some((row) => Number(row.id) === userId)) return 'not-an-organiser';
    if (locked.length <= 1) return 'last-organiser';
    await trx.updateTable('users').set({ role: 'attendee' }).where('id', '=', userId).execute();
    return 'withdrawn';
  });
}
