import { sql, type Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The room's votes outlive the accounts that gave them (decision 120): a poll's results stay
 * with its slot, a question keeps its count. `user_id` becomes nullable, `on delete set null`
 * (as the training evidence's, decision 096): an erased account's votes are anonymous counts.
 * Once per account still holds: a unique index on (poll or question, account), in which nulls
 * are distinct on both databases. SQLite cannot change a column's foreign key: each table is
 * made again under a new name, filled, the old one dropped and the new one renamed.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await keepVotesOfErased(db, dialect, { table: 'question_votes', parent: 'question', choice: false });
  await keepVotesOfErased(db, dialect, { table: 'poll_votes', parent: 'poll', choice: true });
}

/** Makes `table` again with a nullable `user_id`, its rows copied, under its own name and indexes. */
async function keepVotesOfErased(
  db: Kysely<unknown>,
  dialect: SchemaDialect,
  { table, parent, choice }: { table: string; parent: 'question' | 'poll'; choice: boolean },
): Promise<void> {
  const kept = `${table}_kept`;
  const parentId = `${parent}_id`;
  let create = db.schema
    .createTable(kept)
    .addColumn(parentId, dialect.integer, (col) => col.notNull().references(`${parent}s.id`).onDelete('cascade'))
    .addColumn('user_id', dialect.integer, (col) => col.references('users.id').onDelete('set null'));
  if (choice) create = create.addColumn('choice', dialect.integer, (col) => col.notNull());
  await create.execute();
  const columns = sql.join([parentId, 'user_id', ...(choice ? ['choice'] : [])].map((name) => sql.ref(name)));
  await sql`INSERT INTO ${sql.table(kept)} (${columns}) SELECT ${columns} FROM ${sql.table(table)}`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(kept).renameTo(table).execute();
  await db.schema.createIndex(`${table}_once`).unique().on(table).columns([parentId, 'user_id']).execute();
  await db.schema.createIndex(`${table}_by_user`).on(table).column('user_id').execute();
}
