import { mergeStars, type SlotStar } from '@congres/contracts';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * "Mon programme" on this phone (decision 061): each slot's star with when it was chosen,
 * removals kept (so that a removal can win the merge with the account). Kept in local storage,
 * beside the spec's token, so it works without an account, offline, and survives a reload.
 */
export const STARS_KEY = 'mon-programme';

const CHANGE_EVENT = 'congres:stars-change';

/** The phone's stars, every slot ever touched; [] when none or unreadable. */
export function readStars(): SlotStar[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STARS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? mergeStars(parsed as SlotStar[], []) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps `stars` on the phone. `byVisitor` says the visitor chose (the account should hear of
 * it); a write of what the account answered is not.
 */
export function writeStars(stars: SlotStar[], { byVisitor }: { byVisitor: boolean }): void {
  try {
    localStorage.setItem(STARS_KEY, JSON.stringify(stars));
  } catch {
    // Storage full or refused (private mode): the star lasts as long as the page.
  }
  cachedRaw = undefined;
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { byVisitor } }));
}

/** Stars `slotId`, or removes its star, now. */
export function toggleStar(slotId: string, nowMs = Date.now()): void {
  const current = readStars();
  const starred = current.some((star) => star.slotId === slotId && star.starred);
  const choice: SlotStar = { slotId, starred: !starred, updatedAt: new Date(nowMs).toISOString() };
  writeStars(
    mergeStars(
      current.filter((star) => star.slotId !== slotId),
      [choice],
    ),
    { byVisitor: true },
  );
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
  // A star chosen in another tab shows here too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// useSyncExternalStore wants the same value while nothing changed: the raw text is compared.
let cachedRaw: string | null | undefined;
let cachedIds = '';
function starredSnapshot(): string {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STARS_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = readStars()
      .filter((star) => star.starred)
      .map((star) => star.slotId)
      .join(',');
  }
  return cachedIds;
}

/**
 * The ids of the starred slots, kept current. Empty in the prerendered HTML and while it
 * hydrates (the build knows no phone's stars), then the phone's own: nothing mismatches.
 */
export function useStarredSlots(): ReadonlySet<string> {
  const ids = useSyncExternalStore(subscribe, starredSnapshot, () => '');
  return useMemo(() => new Set(ids === '' ? [] : ids.split(',')), [ids]);
}
