import { Type, type Static } from 'typebox';

/**
 * The programme's slots, as the API knows them (decision 061): the spec's 18 cards,
 * each named by its two-digit number in the day's order ("01" is 8h, "18" is 16h), the number
 * of its own calendar file (/congres-01.ics). The server checks stars against these ids.
 */
export const PROGRAMME_SLOT_COUNT = 18;

/** The id of the slot at `index` (0-based): "01" … "18". */
export function slotId(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/** The whole day's calendar, written by the server from the published content (decision 083). */
export const DAY_CALENDAR_PATH = '/congres.ics';

/** One slot's own calendar file: /congres-05.ics, /congres-s-ab12cd.ics. */
export const slotCalendarFile = (id: string) => `/congres-${id}.ics`;

/** Every slot id, in order. */
export const PROGRAMME_SLOT_IDS: readonly string[] = Array.from({ length: PROGRAMME_SLOT_COUNT }, (_, i) => slotId(i));

/** Whether `value` names a slot of the programme. */
export function isSlotId(value: unknown): value is string {
  return typeof value === 'string' && PROGRAMME_SLOT_IDS.includes(value);
}

/**
 * One slot's star, on the phone and on the account: starred or not, and when that was last
 * chosen (ISO 8601, UTC). A removal is kept as `starred: false`, so that it can win a merge.
 */
export const SlotStar = Type.Object({
  slotId: Type.String({ maxLength: 24 }),
  starred: Type.Boolean(),
  updatedAt: Type.String({ maxLength: 40 }),
});
export type SlotStar = Static<typeof SlotStar>;

/** POST /api/programme/stars: the phone's stars, merged into the account's (slot by slot, latest wins). */
export const SyncStarsBody = Type.Object({ stars: Type.Array(SlotStar) });
export type SyncStarsBody = Static<typeof SyncStarsBody>;

/** GET and POST /api/programme/stars: the account's stars after the merge, every slot ever touched. */
export const StarsReply = Type.Object({ stars: Type.Array(SlotStar) });
export type StarsReply = Static<typeof StarsReply>;

/**
 * GET /api/programme/calendar: whether the account has a calendar address, and since when (its
 * token is stored hashed: the address itself is shown only when it is made).
 */
export const CalendarFeedStatus = Type.Object({
  active: Type.Boolean(),
  createdAt: Type.Union([Type.String(), Type.Null()]),
});
export type CalendarFeedStatus = Static<typeof CalendarFeedStatus>;

/**
 * 201 answer of POST /api/programme/calendar: the new address (the previous one stops working),
 * as an API path ("/programme/agenda/….ics", under /api on the API's origin).
 */
export const CalendarFeedReply = Type.Object({ path: Type.String(), createdAt: Type.String() });
export type CalendarFeedReply = Static<typeof CalendarFeedReply>;

/**
 * Merges two sets of stars slot by slot: the later `updatedAt` wins (a removal newer than the
 * other side's star removes it); on a tie a star wins. Slots not in `slotIds` (by default the
 * seed's 18; the server gives every id a published version holds, decision 079) and unreadable
 * dates are dropped; the result is in the order of `slotIds`. Used by the server and by the
 * phone, so both sides agree on the outcome.
 */
export function mergeStars(
  a: readonly SlotStar[],
  b: readonly SlotStar[],
  slotIds: readonly string[] = PROGRAMME_SLOT_IDS,
): SlotStar[] {
  const merged = new Map<string, SlotStar>();
  for (const star of [...a, ...b]) {
    if (!slotIds.includes(star.slotId) || Number.isNaN(Date.parse(star.updatedAt))) continue;
    const known = merged.get(star.slotId);
    const time = Date.parse(star.updatedAt);
    const knownTime = known === undefined ? -Infinity : Date.parse(known.updatedAt);
    if (known === undefined || time > knownTime || (time === knownTime && star.starred && !known.starred)) {
      merged.set(star.slotId, { slotId: star.slotId, starred: star.starred, updatedAt: star.updatedAt });
    }
  }
  return slotIds.flatMap((id) => {
    const star = merged.get(id);
    return star === undefined ? [] : [star];
  });
}
