import { sql, type Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * Photos people control and organisers moderate (decisions 013 and 014):
 * - `users.role`: 'attendee' or 'organiser', granted from the command line;
 * - `photos.content_hash`: the same image published twice by one account is refused;
 * - `photo_reports`: one report per user and photo, gone with the photo or the reporter;
 * - `list_versions`: the photo list's version behind its ETag, moved by triggers on every
 *   change of what the list shows (a photo added or removed, a publisher renamed), whoever
 *   makes it: this server, another instance, another process, or the sqlite3 shell or psql.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('attendee')
        .check(sql`role IN ('attendee', 'organiser')`),
    )
    .execute();

  // Null for photos published before this migration: they are simply not compared.
  await db.schema.alterTable('photos').addColumn('content_hash', 'text').execute();
  await db.schema
    .createIndex('photos_user_content')
    .on('photos')
    .columns(['user_id', 'content_hash'])
    .unique()
    .execute();

  await db.schema
    .createTable('photo_reports')
    .addColumn('photo_id', dialect.integer, (col) => col.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .addPrimaryKeyConstraint('photo_reports_pk', ['photo_id', 'user_id'])
    .execute();
  await db.schema.createIndex('photo_reports_user_id').on('photo_reports').column('user_id').execute();

  await db.schema
    .createTable('list_versions')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', dialect.integer, (col) => col.notNull())
    .execute();
  await sql`INSERT INTO list_versions (name, version) VALUES ('photos', 1)`.execute(db);
  const statement = `UPDATE list_versions SET version = version + 1 WHERE name = 'photos'`;
  await dialect.createTrigger(db, { name: 'photos_list_insert', on: { insert: 'photos' }, statement });
  await dialect.createTrigger(db, { name: 'photos_list_delete', on: { delete: 'photos' }, statement });
  await dialect.createTrigger(db, {
    name: 'photos_list_rename',
    on: { update: 'users', column: 'username' },
    statement,
  });
}
