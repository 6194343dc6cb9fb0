import { Type, type TSchema } from 'typebox';

/*
 * The fields every part of the content is written with (decision 079): one line of text, a
 * list, a link, a clock time, a slot's id. The helpers say `@__NO_SIDE_EFFECTS__` (decision 111),
 * and a schema of another file built with them comes from `pureSchema` (decision 116).
 */

/**
 * One line of text (decision 102): no line break (`\r`, `\n`, U+2028, U+2029) and no control
 * character (C0, DEL, C1). A title goes where a line break is a new line of a file (the
 * calendars' name and product id, which ical-generator does not escape): refused here, so that
 * the editor and the server say the same. The server's refusal on the field is in French.
 */
export const ONE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';
/** Plain text on one line, trimmed length checked by the server. */
/* @__NO_SIDE_EFFECTS__ */ export const Line = (maxLength: number) =>
  Type.String({ minLength: 1, maxLength, pattern: ONE_LINE_PATTERN });
/** One line that may be empty (an optional detail left blank). */
/* @__NO_SIDE_EFFECTS__ */ export const OptionalLine = (maxLength: number) =>
  Type.String({ maxLength, pattern: ONE_LINE_PATTERN });
/** Text typed in a text area, that may be empty: line breaks allowed, other control characters refused by the server. */
/* @__NO_SIDE_EFFECTS__ */ export const OptionalText = (maxLength: number) => Type.String({ maxLength });
/* @__NO_SIDE_EFFECTS__ */ export const List = <T extends TSchema>(item: T, maxItems: number) =>
  Type.Array(item, { maxItems });

/** An external link: http(s) only, checked again by the server's `isSafeLink`. */
export const ContentLink = Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://' });

/** A time of the day as the spec writes it: "8h", "11h15", "7H03". */
export const CLOCK_TIME_PATTERN = '^([01]?[0-9]|2[0-3])[hH]([0-5][0-9])?$';
export const ClockTime = Type.String({ pattern: CLOCK_TIME_PATTERN, maxLength: 5 });

/**
 * A slot's stable identity (decision 079): the seed's 18 slots keep "01" … "18" (the ids stars,
 * calendar files and links already use); a slot added later gets a new id that no change of
 * time, title or order alters, and that is never given again.
 */
export const SLOT_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,23}$';

/**
 * `make()`: a schema built at a module's top level with the helpers above, from another file.
 * The client's bundler cannot see that a helper of another file is pure once its call sits inside
 * a `Type.*` call, and kept TypeBox in the pages (decision 116); called through this, the whole
 * schema goes when a page reads none of it.
 */
/* @__NO_SIDE_EFFECTS__ */ export const pureSchema = <T>(make: () => T): T => make();
