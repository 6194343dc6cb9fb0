import { randomUUID } from 'node:crypto';
import type { Photo } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../../http/http-error.js';
import type { Database } from '../../plugins/database/schema.js';
import { selectListedPhotos } from './photo-store.js';
import type { PublishOutcome } from './publish-uploads.js';

/** The IETF draft's header; our client sends a UUID v4 per photo. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const BAD_IDEMPOTENCY_KEY =
  'L’en-tête Idempotency-Key est invalide : il doit compter de 8 à 128 caractères parmi les lettres sans accent, les chiffres, « - » et « _ ». Renvoyez la photo avec une clé valide.';
export const STILL_PUBLISHING =
  'Cette photo est encore en cours de publication (même clé Idempotency-Key) : réessayez dans quelques secondes.';

/** How long a key answers its repeats: a day of retries at the venue (decision 047). */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** How often the running attempt says it is alive. */
const HEARTBEAT_MS = 5_000;
/** A pending key whose attempt has not beaten for this long was abandoned (its server died). */
export const ABANDONED_AFTER_MS = 30_000;
/** What a 409 asks the client to wait: about the time one photo takes. */
const RETRY_AFTER_SECONDS = 2;
/** The heartbeat of an attempt that gave up: the next repeat takes the key over at once. */
const GAVE_UP = new Date(0).toISOString();

/** An outcome, and whether it repeats an earlier attempt's (a repeat after success answers 200, not 201). */
export type OnceOutcome = PublishOutcome & { replayed: boolean };

/** The key of a request: null when it has none; an HttpError 400 when it is malformed. */
export function readIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  // Sent twice, Node joins the values with ", ": no longer a key.
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw new HttpError(400, BAD_IDEMPOTENCY_KEY);
  return value;
}

/**
 * Runs `publish` at most once per account and key (decision 047). The first request runs it
 * and records its outcome; a repeat answers that outcome (`replayed`), a repeat while it runs
 * gets a 409 with Retry-After. An attempt that failed (threw, or nothing was saved for a server
 * fault or a full disk) or whose server died leaves the key to the next repeat, which runs
 * again and counts a duplicate of a photo stored since the key was first seen as published:
 * a photo is never stored twice, nor refused as "déjà publié" for a lost answer. Without a
 * key, `publish` simply runs.
 */
export async function publishOnce(
  app: FastifyInstance,
  userId: number,
  key: string | null,
  publish: () => Promise<PublishOutcome>,
): Promise<OnceOutcome> {
  if (key === null) return { ...(await publish()), replayed: false };
  const checked = readIdempotencyKey(key) as string;
  const db = app.db;
  const mine = randomUUID();
  const owned = await claim(db, userId, checked, mine);
  if ('outcome' in owned) return { ...owned.outcome, replayed: true };

  const row = () =>
    db
      .updateTable('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', checked)
      .where('attempt', '=', mine);
  const beat = setInterval(() => {
    row()
      .set({ heartbeat_at: new Date().toISOString() })
      // A beat landing after the attempt gave up must not make it look alive again.
      .where('heartbeat_at', '!=', GAVE_UP)
      .execute()
      .catch((error: unknown) => app.log.warn({ err: error }, 'idempotency key heartbeat failed'));
  }, HEARTBEAT_MS).unref();
  let outcome: OnceOutcome;
  try {
    const ran = await publish();
    outcome = owned.since === null ? { ...ran, replayed: false } : await recover(db, userId, ran, owned.since);
  } catch (error) {
    await row()
      .set({ heartbeat_at: GAVE_UP })
      .execute()
      .catch(() => undefined);
    throw error;
  } finally {
    clearInterval(beat);
  }
  const failed =
    outcome.published.length === 0 && outcome.refused.some((f) => f.kind === 'server' || f.kind === 'no-space');
  if (failed) await row().set({ heartbeat_at: GAVE_UP }).execute();
  else
    await row()
      .set({ state: 'done', outcome: JSON.stringify(stored(outcome)) })
      .execute();
  return outcome;
}

/** The key's recorded outcome, or the key now owned by attempt `mine` (`since`: the key's first attempt, when taken over). */
async function claim(
  db: Kysely<Database>,
  userId: number,
  key: string,
  mine: string,
): Promise<{ outcome: PublishOutcome } | { since: string | null }> {
  // Twice at most: a key released or swept between our insert and our read is claimed again.
  for (let turn = 0; turn < 2; turn += 1) {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        state: 'pending',
        attempt: mine,
        outcome: null,
        heartbeat_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .returning('attempt')
      .executeTakeFirst();
    if (inserted !== undefined) return { since: null };

    const found = await db
      .selectFrom('idempotency_keys')
      .select(['state', 'attempt', 'outcome', 'heartbeat_at', 'created_at'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (found === undefined) continue;
    if (found.state === 'done' && found.outcome !== null)
      return { outcome: JSON.parse(found.outcome) as PublishOutcome };
    if (Date.parse(found.heartbeat_at) > Date.now() - ABANDONED_AFTER_MS) break;
    // Abandoned: taken over by whichever repeat swaps the attempt first.
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ attempt: mine, heartbeat_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('attempt', '=', found.attempt)
      .where('state', '=', 'pending')
      .returning('attempt')
      .executeTakeFirst();
    if (taken !== undefined) return { since: found.created_at };
    break;
  }
  throw new HttpError(409, STILL_PUBLISHING, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

/**
 * A run again after an attempt that may have stored its photos before failing: a duplicate of a
 * photo this account published since the key was first seen is that attempt's photo, published.
 */
async function recover(db: Kysely<Database>, userId: number, ran: PublishOutcome, since: string): Promise<OnceOutcome> {
  const recovered: Photo[] = [];
  const refused: PublishOutcome['refused'] = [];
  for (const file of ran.refused) {
    const photo =
      file.kind === 'duplicate' && file.photoId !== undefined
        ? await selectListedPhotos(db)
            .where('photos.id', '=', file.photoId)
            .where('photos.user_id', '=', userId)
            .where('photos.created_at', '>=', since)
            .executeTakeFirst()
        : undefined;
    if (photo === undefined) refused.push(file);
    else recovered.push(photo);
  }
  // Nothing new: the answer the lost one would have been, as a repeat.
  const replayed = recovered.length > 0 && ran.published.length === 0;
  return { published: [...ran.published, ...recovered], refused, replayed };
}

/** What is recorded: the outcome without the in-process flag. */
function stored(outcome: OnceOutcome): PublishOutcome {
  return { published: outcome.published, refused: outcome.refused };
}

/** Deletes the keys first seen before `before` (KEY_LIFETIME_MS ago, by the sweep); returns how many. */
export async function sweepIdempotencyKeys(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
