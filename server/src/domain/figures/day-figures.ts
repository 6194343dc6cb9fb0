import {
  FIGURES_QUARTERS,
  PROGRAMME_SLOT_IDS,
  QUARTER_HOUR_MS,
  type Figures,
  type QuarterHour,
} from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { countScreens } from '../wall/wall-screens.js';

type Db = Kysely<Database>;

/** Rows of a table (PostgreSQL's count() is a bigint, read as a string: Number() for both). */
async function countRows(db: Db, table: 'users' | 'photos' | 'announcements'): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Reports waiting on "Signalements", and how many photos they are about. */
async function countReports(db: Db): Promise<{ openReports: number; reportedPhotos: number }> {
  const row = await db
    .selectFrom('photo_reports')
    .select((eb) => [eb.fn.countAll().as('reports'), eb.fn.count('photo_id').distinct().as('photos')])
    .executeTakeFirstOrThrow();
  return { openReports: Number(row.reports), reportedPhotos: Number(row.photos) };
}

/**
 * Photos published in each of the last FIGURES_QUARTERS quarter hours, the one in progress last.
 * Counted by minute in the database (`substr` of the ISO date, the same in both engines: at most
 * 1,440 rows whatever the number of photos), then gathered into quarters here.
 */
export async function photosByQuarterHour(db: Db, nowMs: number): Promise<QuarterHour[]> {
  const first = (Math.floor(nowMs / QUARTER_HOUR_MS) - (FIGURES_QUARTERS - 1)) * QUARTER_HOUR_MS;
  const rows = await db
    .selectFrom('photos')
    .select((eb) => [
      eb.fn<string>('substr', ['created_at', eb.lit(1), eb.lit(16)]).as('minute'),
      eb.fn.countAll().as('n'),
    ])
    .where('created_at', '>=', new Date(first).toISOString())
    .where('created_at', '<', new Date(first + (FIGURES_QUARTERS + 1) * QUARTER_HOUR_MS).toISOString())
    .groupBy('minute')
    .execute();
  const counts = new Array<number>(FIGURES_QUARTERS).fill(0);
  for (const row of rows) {
    const index = Math.floor((Date.parse(`${row.minute}:00Z`) - first) / QUARTER_HOUR_MS);
    if (Number.isNaN(index) || index < 0) continue;
    // A photo stamped by a database clock a little ahead of this server's: the quarter in progress.
    counts[Math.min(index, FIGURES_QUARTERS - 1)]! += Number(row.n);
  }
  return counts.map((photos, i) => ({ start: new Date(first + i * QUARTER_HOUR_MS).toISOString(), photos }));
}

/** For every slot of the programme, in order, how many accounts have it starred now (no names). */
export async function starsBySlot(db: Db): Promise<Figures['stars']> {
  const rows = await db
    .selectFrom('programme_stars')
    .select((eb) => ['slot_id', eb.fn.countAll().as('n')])
    .where('starred', '=', 1)
    .groupBy('slot_id')
    .execute();
  const bySlot = new Map(rows.map((row) => [row.slot_id, Number(row.n)]));
  return PROGRAMME_SLOT_IDS.map((slotId) => ({ slotId, accounts: bySlot.get(slotId) ?? 0 }));
}

/** The day's figures for the organisers' page, as of `nowMs`. */
export async function dayFigures(db: Db, nowMs = Date.now()): Promise<Figures> {
  const [accounts, photos, announcements, reports, screens, quarterHours, stars] = await Promise.all([
    countRows(db, 'users'),
    countRows(db, 'photos'),
    countRows(db, 'announcements'),
    countReports(db),
    countScreens(db, nowMs),
    photosByQuarterHour(db, nowMs),
    starsBySlot(db),
  ]);
  return {
    at: new Date(nowMs).toISOString(),
    accounts,
    photos,
    announcements,
    ...reports,
    screens,
    quarterHours,
    stars,
  };
}
