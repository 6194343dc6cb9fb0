import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { pngHeader } from './png-header.js';
import {
  PRINTED_MAX,
  SIGNATURE_MAX_PIXELS,
  SIGNATURE_MAX_SIDE,
  pngDataUrlBytes,
  printablePicture,
  storedSignature,
} from './signature-check.js';

/**
 * What a stored signature becomes when it cannot be printed (decision 100): the sheet prints
 * « signature illisible » in its cell, and nobody tries again.
 */
export const UNREADABLE_SIGNATURE = 'illisible';

/**
 * The stored signature's PNG when pdfkit embeds it as it is, decoding nothing: 8-bit grey, not
 * interlaced, within PRINTED_MAX (what checkSignature stores since decision 100; the pad's own
 * PNGs are RGBA, so a signature stored before is never taken for one). Undefined otherwise.
 */
function printableStoredPng(stored: string): Buffer | undefined {
  const bytes = pngDataUrlBytes(stored);
  const header = bytes === undefined ? undefined : pngHeader(bytes);
  if (header === undefined || header.colourType !== 0 || header.bitDepth !== 8 || header.interlaced) return undefined;
  const { width, height } = header;
  const fits = width >= 1 && height >= 1 && width <= PRINTED_MAX.width && height <= PRINTED_MAX.height;
  return fits ? bytes : undefined;
}

/** The elements signature_pad's toSVG draws with; an SVG stored before decision 100 with anything else is not drawn. */
const PLAIN_ELEMENTS = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect']);

/**
 * True when a stored SVG only draws strokes: every element is one of PLAIN_ELEMENTS, no
 * declaration but comments, no filter nor dashes (librsvg's filters and dashes cost what the SVG
 * asks, and sharp's time limit does not interrupt librsvg). One pass over the stored text.
 */
function isPlainDrawing(svg: string): boolean {
  if (/filter|dasharray/i.test(svg)) return false;
  for (let at = svg.indexOf('<'); at !== -1; at = svg.indexOf('<', at + 1)) {
    const next = svg[at + 1];
    if (next === '/' || (next === '?' && at === 0) || svg.startsWith('<!--', at)) continue;
    let end = at + 1;
    while (end < svg.length && /[A-Za-z0-9:_-]/.test(svg[end]!)) end += 1;
    if (!PLAIN_ELEMENTS.has(svg.slice(at + 1, end).toLowerCase())) return false;
  }
  return true;
}

/** A signature stored before decision 100 (a pad's PNG, or an SVG), as the printable data URL; UNREADABLE_SIGNATURE when it cannot be. */
async function normaliseStored(stored: string): Promise<string> {
  let input: Buffer | undefined;
  const png = pngDataUrlBytes(stored);
  if (png !== undefined) {
    const header = pngHeader(png);
    const fits =
      header !== undefined &&
      header.width <= SIGNATURE_MAX_SIDE &&
      header.height <= SIGNATURE_MAX_SIDE &&
      header.width * header.height <= SIGNATURE_MAX_PIXELS;
    input = fits ? png : undefined;
  } else if (stored.trimStart().startsWith('<') && isPlainDrawing(stored)) {
    input = Buffer.from(stored, 'utf8');
  }
  if (input === undefined) return UNREADABLE_SIGNATURE;
  try {
    // Printed as drawn, blank or not: the check of its day took it.
    return storedSignature((await printablePicture(input)).png);
  } catch {
    return UNREADABLE_SIGNATURE;
  }
}

/** A stored signature as the sheet prints it: its PNG, or undefined for « signature illisible ». */
interface SheetPicture {
  png: Buffer | undefined;
  /** The stored value was normalised now, and written back. */
  normalised: boolean;
}

/**
 * The picture of a stored signature, normalising one stored before decision 100 once (within
 * sharp's time limit) and keeping the result through `writeBack`, so that no later sheet does
 * it again. A signature stored since is embedded as it is.
 */
async function sheetPicture(stored: string, writeBack: (value: string) => Promise<unknown>): Promise<SheetPicture> {
  const printable = printableStoredPng(stored);
  if (printable !== undefined) return { png: printable, normalised: false };
  if (stored === UNREADABLE_SIGNATURE) return { png: undefined, normalised: false };
  const normalised = await normaliseStored(stored);
  await writeBack(normalised);
  return { png: printableStoredPng(normalised), normalised: true };
}

type Db = Kysely<Database>;

/** What the PDF prints for the signatures: each as a PNG, or undefined for « signature illisible ». */
export interface SheetPictures {
  trainer: Buffer | undefined;
  /** By the line's row id. */
  participants: Map<number, Buffer | undefined>;
  /** How many stored signatures were normalised by this call (stored before decision 100). */
  normalised: number;
}

/**
 * The pictures of a closed half-day's sheet, one after the other: at most one sharp call per
 * signature stored before decision 100, and none at all once each was written back. A value is
 * written back only if still the one read (a reopening and close may have replaced it).
 */
export async function sheetPictures(
  db: Db,
  halfDayId: string,
  trainerSignature: string,
  lines: { id: number; signature: string }[],
): Promise<SheetPictures> {
  const trainer = await sheetPicture(trainerSignature, (value) =>
    db
      .updateTable('attendance_half_days')
      .set({ trainer_signature: value })
      .where('half_day_id', '=', halfDayId)
      .where('trainer_signature', '=', trainerSignature)
      .execute(),
  );
  let normalised = trainer.normalised ? 1 : 0;
  const participants = new Map<number, Buffer | undefined>();
  for (const line of lines) {
    const picture = await sheetPicture(line.signature, (value) =>
      db
        .updateTable('attendance_signatures')
        .set({ signature: value })
        .where('id', '=', line.id)
        .where('signature', '=', line.signature)
        .execute(),
    );
    if (picture.normalised) normalised += 1;
    participants.set(line.id, picture.png);
  }
  return { trainer: trainer.png, participants, normalised };
}
