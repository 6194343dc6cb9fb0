import { expect, it } from 'vitest';
import { withMigratingDatabase } from '../support/migrating-database.js';

it('migration 021 keeps the votes a site already has; an erased account’s stay, anonymous, and once per account holds', async () => {
  await withMigratingDatabase('migration-021', async (db, migrator) => {
    // A site of before decision 120: two accounts voted for a question and in a poll.
    expect((await migrator.migrateTo('020-prize-podium')).error).toBeUndefined();
    const user = async (name: string) =>
      Number(
        (
          await db
            .insertInto('users')
            .values({ email: `${name}@exemple.fr`, username: name, password_hash: 'x' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const [asker, leaving, staying] = [await user('asker'), await user('leaving'), await user('staying')];
    const question = Number(
      (
        await db
          .insertInto('questions')
          .values({ slot_id: '05', user_id: asker, text: 'Avant ?', state: 'shown' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const poll = Number(
      (
        await db
          .insertInto('polls')
          .values({ slot_id: '05', question: 'Avant ?', choices: '["A","B"]', state: 'open' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await db
      .insertInto('question_votes')
      .values([
        { question_id: question, user_id: leaving },
        { question_id: question, user_id: staying },
      ])
      .execute();
    await db
      .insertInto('poll_votes')
      .values([
        { poll_id: poll, user_id: leaving, choice: 1 },
        { poll_id: poll, user_id: staying, choice: 0 },
      ])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const votes = async () => ({
      // Nulls last on both databases (SQLite puts them first, PostgreSQL last).
      question: (await db.selectFrom('question_votes').select('user_id').execute())
        .map((row) => row.user_id)
        .sort((a, b) => (a ?? Infinity) - (b ?? Infinity)),
      poll: (await db.selectFrom('poll_votes').select(['user_id', 'choice']).orderBy('choice').execute()).map((row) => [
        row.user_id,
        Number(row.choice),
      ]),
    });
    expect(await votes()).toEqual({
      question: [leaving, staying],
      poll: [
        [staying, 0],
        [leaving, 1],
      ],
    });

    await db.deleteFrom('users').where('id', '=', leaving).execute();
    expect(await votes()).toEqual({
      question: [null, staying].sort(),
      poll: [
        [staying, 0],
        [null, 1],
      ],
    });
    // Once per account: the unique index refuses a second vote of the same account.
    await expect(
      db.insertInto('question_votes').values({ question_id: question, user_id: staying }).execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto('poll_votes').values({ poll_id: poll, user_id: staying, choice: 1 }).execute(),
    ).rejects.toThrow();
    // Its question erased, a question's votes go with it, anonymous ones too.
    await db.deleteFrom('users').where('id', '=', asker).execute();
    expect((await votes()).question).toEqual([]);
  });
});
