// Where the day's calendar files are: the server writes them from the published content
// (decision 083); the programme's cards and the welcome page link them.
import type { Slot } from '../../../lib/congress-day';

/** One slot's own file: /congres-01.ics … /congres-18.ics, or /congres-<id>.ics for a slot added since. */
export function slotCalendarPath(slot: Slot): string {
  return `/congres-${slot.id}.ics`;
}
