import { quizId, type CongressContent } from '@congres/contracts';
import { anonymousOnPodium, PODIUM_SIZE, type PodiumEntry, type PrizeRankingEntry } from '@congres/contracts/room';
import type { Kysely } from 'kysely';
import { csvCell } from '../../http/csv-cell.js';
import type { Database } from '../../plugins/database/schema.js';

type Db = Kysely<Database>;

/** The prize quizzes of `content` (decision 119): marked `prize`, written in the site; their ids and the most each scores. */
export function prizeQuizzes(content: Pick<CongressContent, 'quizzes'>): { id: string; max: number }[] {
  return content.quizzes.flatMap((quiz, index) =>
    quiz.prize === true && (quiz.questions?.length ?? 0) > 0
      ? [{ id: quizId(quiz, index), max: quiz.questions?.length ?? 0 }]
      : [],
  );
}

/** A ranked participant, with what the podium needs: their account (null once erased). */
export interface RankedParticipant extends PrizeRankingEntry {
  userId: number | null;
}

/**
 * The ranking of "Remise des prix": each participant's total over the prize quizzes, the most
 * first, then who finished first (their last prize answer sent earliest), then by name. Scores
 * are those kept when the answers were sent (decision 093). An answer outliving its account (the
 * evidence stays, decision 096) counts on its own, under its name.
 */
export async function prizeRanking(db: Db, content: Pick<CongressContent, 'quizzes'>): Promise<RankedParticipant[]> {
  const quizzes = prizeQuizzes(content);
  if (quizzes.length === 0) return [];
  const max = quizzes.reduce((sum, quiz) => sum + quiz.max, 0);
  const rows = await db
    .selectFrom('quiz_answers')
    .select(['id', 'user_id', 'participant_name', 'score', 'submitted_at'])
    .where(
      'quiz_id',
      'in',
      quizzes.map((quiz) => quiz.id),
    )
    .orderBy('id')
    .execute();
  const participants = new Map<string, { userId: number | null; name: string; score: number; finishedAt: string }>();
  for (const row of rows) {
    const userId = row.user_id === null ? null : Number(row.user_id);
    const key = userId === null ? `answer-${row.id}` : `user-${userId}`;
    const known = participants.get(key);
    participants.set(key, {
      userId,
      name: row.participant_name,
      score: (known?.score ?? 0) + Number(row.score),
      finishedAt: known === undefined || row.submitted_at > known.finishedAt ? row.submitted_at : known.finishedAt,
    });
  }
  return [...participants.values()]
    .sort((a, b) => b.score - a.score || a.finishedAt.localeCompare(b.finishedAt) || a.name.localeCompare(b.name, 'fr'))
    .map((participant, index) => ({ ...participant, rank: index + 1, max }));
}

/** The ranking without the accounts: the API's answer. */
export const publicRanking = (ranking: RankedParticipant[]): PrizeRankingEntry[] =>
  ranking.map(({ rank, name, score, max, finishedAt }) => ({ rank, name, score, max, finishedAt }));

/** The ranking as a spreadsheet (French headers, ';', a BOM, every cell quoted and never a formula). */
export function prizeRankingCsv(ranking: PrizeRankingEntry[]): string {
  const cell = (value: string | number) => csvCell(String(value), { alwaysQuoted: true });
  const lines = [
    ['Rang', 'Participant', 'Score', 'Sur', 'Terminé à (UTC)'],
    ...ranking.map((entry) => [entry.rank, entry.name, entry.score, entry.max, entry.finishedAt]),
  ];
  return `\ufeff${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Whether each account lets its name show on the podium (no choice made: it does). */
export async function namesShown(db: Db, userIds: number[]): Promise<Map<number, boolean>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('podium_choices')
    .select(['user_id', 'name_shown'])
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.name_shown) === 1]));
}

/** The top three as the room's screens show them: "Participant N" for whoever stays off it or is gone. */
export async function podiumOf(db: Db, ranking: RankedParticipant[]): Promise<PodiumEntry[]> {
  const top = ranking.slice(0, PODIUM_SIZE);
  const shown = await namesShown(
    db,
    top.flatMap((entry) => (entry.userId === null ? [] : [entry.userId])),
  );
  return top.map(({ rank, name, score, max, userId }) => ({
    rank,
    name: userId !== null && shown.get(userId) !== false ? name : anonymousOnPodium(rank),
    score,
    max,
  }));
}

/** The podium on the screens now: what was frozen when shown, or none. */
export async function shownPodium(db: Db): Promise<PodiumEntry[]> {
  const row = await db.selectFrom('podium_shown').select('entries').where('id', '=', 'podium').executeTakeFirst();
  return row === undefined ? [] : (JSON.parse(row.entries) as PodiumEntry[]);
}

/** Freezes `entries` as the podium shown (replacing one shown before). */
export async function showPodium(db: Db, entries: PodiumEntry[]): Promise<void> {
  await db
    .insertInto('podium_shown')
    .values({ id: 'podium', entries: JSON.stringify(entries) })
    .onConflict((oc) => oc.column('id').doUpdateSet({ entries: JSON.stringify(entries) }))
    .execute();
}

export async function hidePodium(db: Db): Promise<void> {
  await db.deleteFrom('podium_shown').where('id', '=', 'podium').execute();
}

/** The account's choice (no row: its name shows). */
export async function nameShownOf(db: Db, userId: number): Promise<boolean> {
  return (await namesShown(db, [userId])).get(userId) ?? true;
}

export async function chooseNameShown(db: Db, userId: number, nameShown: boolean): Promise<void> {
  await db
    .insertInto('podium_choices')
    .values({ user_id: userId, name_shown: nameShown ? 1 : 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ name_shown: nameShown ? 1 : 0 }))
    .execute();
}
