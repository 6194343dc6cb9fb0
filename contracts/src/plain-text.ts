import { ANNOUNCEMENT_CONTROL_CHARACTER } from './announcements.js';

/**
 * What a text typed by an attendee or an organiser may not hold (decisions 102 and 118): C0
 * controls but the line breaks, DEL and C1, as in an announcement. Pages show such texts as
 * text, never as HTML. Not in the contracts' index: only the room's pages check these (room.ts).
 */
export const CONTROL_CHARACTER = ANNOUNCEMENT_CONTROL_CHARACTER;

/** A tag's opening (`<b`, `</`, `<!--`, `<?`): refused in the room's texts, "a < b" is not. */
export const MARKUP = /<[a-zA-Z/!?]/;

/** Characters (code points), after trimming: the length the server checks. */
export function plainTextLength(text: string): number {
  return [...text.trim()].length;
}

/** Why `text` (already of a bounded length) is refused: a control character, HTML, or nothing. */
export function plainTextFlaw(text: string): 'control' | 'markup' | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'control';
  return MARKUP.test(text) ? 'markup' : undefined;
}
