import { mergeStars, PROGRAMME_SLOT_IDS, SLOT_ID_PATTERN, type SlotStar } from '@congres/contracts';
import type { DBSchema } from 'idb';
import { useMemo, useSyncExternalStore } from 'react';
import { lazyDatabase } from '../../../lib/lazy-database';

/**
 * "Mon programme" on this phone (decision 061): each slot's star with when it was chosen,
 * removals kept (so that a removal can win the merge with the account). Kept in IndexedDB, so it
 * works without an account, offline, and survives a reload; local storage holds the spec's
 * token and nothing else (spec 3).
 */
export const STARS_DB = 'congres-mon-programme';

/** Where builds before decision 061's amendment kept the stars: moved to IndexedDB once. */
export const OLD_STARS_KEY = 'mon-programme';

interface StarsSchema extends DBSchema {
  stars: { key: string; value: SlotStar };
}

const database = lazyDatabase<StarsSchema>(STARS_DB, 1, (db) => {
  db.createObjectStore('stars', { keyPath: 'slotId' });
});

const CHANGE_EVENT = 'congres:stars-change';

const SLOT_ID = new RegExp(SLOT_ID_PATTERN);

/**
 * The ids a merge on the phone keeps: the seed's, in order, then any other well-formed id, so that
 * a star on a slot added since (decision 079) survives a load made before the page has read the
 * newest content. The phone sends the server only the ids it knows (stars-sync.ts).
 */
export function phoneSlotIds(...lists: readonly (readonly SlotStar[])[]): string[] {
  const extra = new Set<string>();
  for (const list of lists) {
    for (const star of list) {
      if (!PROGRAMME_SLOT_IDS.includes(star.slotId) && SLOT_ID.test(star.slotId)) extra.add(star.slotId);
    }
  }
  return [...PROGRAMME_SLOT_IDS, ...[...extra].sort()];
}

/** mergeStars with the ids the phone keeps. */
export const mergePhoneStars = (a: readonly SlotStar[], b: readonly SlotStar[]): SlotStar[] =>
  mergeStars(a, b, phoneSlotIds(a, b));

// The page's copy, read from IndexedDB once: components render it synchronously.
let stars: SlotStar[] = [];
let loaded = false;
let loading: Promise<void> | undefined;
let saving: Promise<void> = Promise.resolve();
// Tells the other tabs of this site that the stars changed (local storage's `storage` event did).
let otherTabs: BroadcastChannel | undefined;

function notify(byVisitor: boolean): void {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { byVisitor } }));
}

/** The stars an earlier build left in local storage; undefined when there are none. */
function starsLeftInLocalStorage(): SlotStar[] | undefined {
  try {
    const raw = localStorage.getItem(OLD_STARS_KEY);
    if (raw === null) return undefined;
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? (parsed as SlotStar[]) : [];
  } catch {
    return [];
  }
}

async function persist(kept: SlotStar[]): Promise<void> {
  const tx = (await database.db()).transaction('stars', 'readwrite');
  await tx.store.clear();
  for (const star of kept) await tx.store.put(star);
  await tx.done;
}

async function load(): Promise<void> {
  try {
    let kept = await (await database.db()).getAll('stars');
    const left = starsLeftInLocalStorage();
    if (left !== undefined) {
      kept = mergePhoneStars(kept, mergePhoneStars(left, []));
      await persist(kept);
      // Only once they are safe in IndexedDB.
      localStorage.removeItem(OLD_STARS_KEY);
    }
    stars = mergePhoneStars(kept, []);
  } catch {
    // IndexedDB refused (some private modes): the stars last as long as the page.
  }
  loaded = true;
  notify(false);
}

function ready(): Promise<void> {
  if (loading) return loading;
  loading = load();
  if (otherTabs === undefined && typeof BroadcastChannel !== 'undefined') {
    otherTabs = new BroadcastChannel(STARS_DB);
    otherTabs.onmessage = () => {
      loading = load();
    };
  }
  return loading;
}

/** The phone's stars, every slot ever touched; [] when none or unreadable. */
export async function readStars(): Promise<SlotStar[]> {
  await ready();
  return stars;
}

function keep(next: SlotStar[], byVisitor: boolean): Promise<void> {
  stars = mergePhoneStars(next, []);
  notify(byVisitor);
  const kept = stars;
  saving = saving
    .then(() => persist(kept))
    .then(
      () => otherTabs?.postMessage('changed'),
      // Storage full or refused: the star lasts as long as the page.
      () => undefined,
    );
  return saving;
}

/**
 * Keeps `stars` on the phone; resolves once written. `byVisitor` says the visitor chose (the
 * account should hear of it); a write of what the account answered is not.
 */
export function writeStars(next: SlotStar[], { byVisitor }: { byVisitor: boolean }): Promise<void> {
  return loaded ? keep(next, byVisitor) : ready().then(() => keep(next, byVisitor));
}

/** Stars `slotId`, or removes its star, now; shown at once, resolves once written. */
export function toggleStar(slotId: string, nowMs = Date.now()): Promise<void> {
  const apply = () => {
    const starred = stars.some((star) => star.slotId === slotId && star.starred);
    const choice: SlotStar = { slotId, starred: !starred, updatedAt: new Date(nowMs).toISOString() };
    return keep(
      mergePhoneStars(
        stars.filter((star) => star.slotId !== slotId),
        [choice],
      ),
      true,
    );
  };
  return loaded ? apply() : ready().then(apply);
}

/** Calls `listener` when the visitor stars or unstars a slot in this tab; returns the unsubscribe. */
export function onVisitorStarChange(listener: () => void): () => void {
  const handler = (event: Event) => {
    if ((event as CustomEvent<{ byVisitor: boolean }>).detail.byVisitor) listener();
  };
  window.addEventListener(CHANGE_EVENT, handler);
  return () => window.removeEventListener(CHANGE_EVENT, handler);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  void ready();
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

// useSyncExternalStore wants the same value while nothing changed: the ids are kept per copy.
let snapshotOf: SlotStar[] | undefined;
let snapshotIds = '';
function starredSnapshot(): string {
  if (snapshotOf !== stars) {
    snapshotOf = stars;
    snapshotIds = stars
      .filter((star) => star.starred)
      .map((star) => star.slotId)
      .join(',');
  }
  return snapshotIds;
}

/**
 * The ids of the starred slots, kept current. Empty in the prerendered HTML and while it
 * hydrates (the build knows no phone's stars), then the phone's own once IndexedDB has
 * answered: nothing mismatches.
 */
export function useStarredSlots(): ReadonlySet<string> {
  const ids = useSyncExternalStore(subscribe, starredSnapshot, () => '');
  return useMemo(() => new Set(ids === '' ? [] : ids.split(',')), [ids]);
}

/**
 * Test support: waits for a read or write still under way, so that it does not finish after the
 * test's page is gone (a rendered star button starts a read that nothing else awaits).
 */
export async function settleStarsForTests(): Promise<void> {
  await loading;
  await saving;
}

/** Test support: the page as at a new visit (IndexedDB keeps what it holds). */
export function resetStarsForTests(): void {
  otherTabs?.close();
  otherTabs = undefined;
  database.close();
  stars = [];
  loaded = false;
  loading = undefined;
  saving = Promise.resolve();
}
