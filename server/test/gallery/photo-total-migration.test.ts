import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { withMigratingDatabase } from '../support/migrating-database.js';

it('migration 005 counts the photos a site already has, then its triggers follow every insert and delete', async () => {
  await withMigratingDatabase('migration-005', async (db, migrator) => {
    // A site of before decision 035: three photos published, one deleted.
    expect((await migrator.migrateTo('004-moderation')).error).toBeUndefined();
    const { id: userId } = await db
      .insertInto('users')
      .values({ email: 'avant@exemple.fr', username: 'Avant', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photo = (i: number) => ({
      user_id: userId,
      filename: `${i}.jpg`,
      thumbnail: `${i}.webp`,
      width: 1,
      height: 1,
      thumb_width: 1,
      thumb_height: 1,
      bytes: 1,
    });
    await db
      .insertInto('photos')
      .values([photo(1), photo(2), photo(3)])
      .execute();
    await db.deleteFrom('photos').where('filename', '=', '2.jpg').execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const total = async () =>
      (await db.selectFrom('list_versions').select('total').where('name', '=', 'photos').executeTakeFirstOrThrow())
        .total;
    expect(await total()).toBe(2);
    await db
      .insertInto('photos')
      .values([photo(4), photo(5)])
      .execute();
    expect(await total()).toBe(4);
    await db.deleteFrom('photos').where('filename', 'in', ['1.jpg', '4.jpg']).execute();
    expect(await total()).toBe(2);
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM photos`.execute(db);
    expect(Number(rows[0]?.n)).toBe(await total());
  });
});
