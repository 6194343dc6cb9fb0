/**
 * What a text typed by an attendee or an organiser may not hold (decisions 102 and 118): C0
 * controls but the line breaks, DEL and C1. Pages show such texts as text, never as HTML.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

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
