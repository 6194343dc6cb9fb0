import type { CongressContent } from '@congres/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSignature } from '../../src/domain/attendance/signature-check.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  SVG_SIGNATURE,
  TURBULENCE_SVG,
  get,
  hugePng,
  pdfImageCount,
  pdfText,
  pngSignature,
  post,
  screenCode,
  storedPicture,
} from './support.js';

// Decision 100: the sheet embeds the small PNGs stored at signing; a signature stored before
// is normalised once, when its sheet is first made; names print without bidi controls, whole.

let t: TestApp;
let organiser: Member;
let seed: CongressContent;

const HALF_DAY = 'apres-midi';
/** 100 characters, four lines in its cell: cut after the third before decision 100. */
const LONG_NAME =
  'Marie-Éléonore Wilhelmine DE LA ROCHEFOUCAULD-MONTMORENCY SAINT-EXUPÉRY D’AUBIGNÉ VILLENEUVE-MAUGUIO';
const REVERSED_NAME = 'Camille \u202Enitram\u202C Bidi';
const FORMULA_COMMA = 'Dupont,=1+1,cmd|calc!A1';
const FORMULA_SEMICOLON = 'Durand;@SUM(A1)';

/** What the old check took and stored as sent: a plain SVG, a wide canvas's PNG, and two it should not have. */
const legacy: Record<string, () => Promise<string>> = {
  'Ancien Vectoriel': () => Promise.resolve(SVG_SIGNATURE),
  'Ancien Écran Large': () =>
    pngSignature(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="600">' +
        '<path d="M 40 300 C 600 40, 1200 560, 2360 200" stroke="black" stroke-width="8" fill="none"/></svg>',
    ),
  'Ancien Turbulent': () => Promise.resolve(TURBULENCE_SVG),
  'Ancien Énorme': hugePng,
};

const storedSignatures = async () =>
  new Map(
    (
      await t.app.db
        .selectFrom('attendance_signatures')
        .select(['participant_name', 'signature'])
        .where('half_day_id', '=', HALF_DAY)
        .execute()
    ).map((row) => [row.participant_name, row.signature]),
  );
const trainerSignature = async () =>
  (
    await t.app.db
      .selectFrom('attendance_half_days')
      .select('trainer_signature')
      .where('half_day_id', '=', HALF_DAY)
      .executeTakeFirstOrThrow()
  ).trainer_signature!;
const sheet = async (kind: 'pdf' | 'csv') => {
  const res = await get(t.app, `/api/attendance/${HALF_DAY}/sheet.${kind}`, organiser.token);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
};

/** A PNG's compressed pixels (its IDAT chunks, joined): what pdfkit copies into the PDF from a grey PNG. */
function compressedPixels(dataUrl: string): Buffer {
  const png = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

/**
 * Every word of `expected` in `text`, in order: a name wrapped in its cell (at a space or after a
 * hyphen) has its lines beside the other columns' text in pdftotext's layout.
 */
function expectWordsInOrder(text: string, expected: string) {
  const wordsOf = (value: string) => value.split(/[\s-]+/).filter((word) => word !== '');
  const words = wordsOf(text);
  let from = 0;
  for (const word of wordsOf(expected)) {
    const found = words.indexOf(word, from);
    expect(found, `« ${word} » after word ${from}`).toBeGreaterThanOrEqual(from);
    from = found + 1;
  }
}

beforeAll(async () => {
  seed = await testContentSeed();
  t = await startTestApp({}, { contentSeed: seed });
  organiser = await newMember(t.app, 'Odile Organisatrice');
  await makeOrganiser(t.app, organiser.id);
  expect((await post(t.app, `/api/attendance/${HALF_DAY}/open`, organiser.token)).statusCode).toBe(200);
  const signature = await pngSignature();
  // Names as they may be stored (an account's name, or a row older than today's rules): set on the row.
  for (const name of ['Camille Martin', LONG_NAME, REVERSED_NAME, FORMULA_COMMA, FORMULA_SEMICOLON]) {
    const member = await newMember(t.app, 'Participant Provisoire');
    const { code } = await screenCode(t.app, HALF_DAY, organiser.token);
    const res = await post(t.app, `/api/attendance/${HALF_DAY}/signatures`, member.token, { code, signature });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.db
      .updateTable('attendance_signatures')
      .set({ participant_name: name })
      .where('user_id', '=', member.id)
      .execute();
  }
  // Rows stored before decision 100, as the old check left them (their accounts since deleted).
  for (const [name, drawn] of Object.entries(legacy)) {
    await t.app.db
      .insertInto('attendance_signatures')
      .values({
        half_day_id: HALF_DAY,
        user_id: null,
        participant_name: name,
        participant_email: 'ancien@exemple.fr',
        signature: await drawn(),
        signed_at: new Date().toISOString(),
        recorded_by: null,
        recorded_by_name: null,
      })
      .execute();
  }
  const closed = await post(t.app, `/api/attendance/${HALF_DAY}/close`, organiser.token, { signature });
  expect(closed.statusCode, closed.body).toBe(200);
  // The trainer's, too, as the old check kept it: an SVG.
  await t.app.db
    .updateTable('attendance_half_days')
    .set({ trainer_signature: SVG_SIGNATURE })
    .where('half_day_id', '=', HALF_DAY)
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('the sheet from stored signatures', () => {
  it('normalises a signature stored before once, prints « signature illisible » for what cannot be, and writes both back', async () => {
    const pdf = (await sheet('pdf')).rawPayload;
    const text = pdfText(pdf);
    // The turbulent SVG and the 4000 × 4000 PNG: a placeholder each, the sheet made all the same.
    expect(text.match(/signature illisible/g)).toHaveLength(2);
    // The trainer's, the five signed today, the plain SVG and the wide PNG.
    expect(pdfImageCount(pdf)).toBe(8);

    const stored = await storedSignatures();
    expect(stored.get('Ancien Turbulent')).toBe('illisible');
    expect(stored.get('Ancien Énorme')).toBe('illisible');
    expect(await storedPicture(stored.get('Ancien Vectoriel')!)).toMatchObject({
      width: 300,
      height: 100,
      channels: 1,
    });
    expect(await storedPicture(stored.get('Ancien Écran Large')!)).toMatchObject({
      width: 600,
      height: 150,
      channels: 1,
    });
    expect(await storedPicture(await trainerSignature())).toMatchObject({ width: 300, height: 100, channels: 1 });

    // The next sheet finds nothing to normalise: the rows stay as written back.
    const again = (await sheet('pdf')).rawPayload;
    expect(await storedSignatures()).toEqual(stored);
    expect(pdfText(again).match(/signature illisible/g)).toHaveLength(2);
  });

  it('embeds each stored PNG as it is: its compressed pixels are in the PDF byte for byte, nothing drawn again', async () => {
    const pdf = (await sheet('pdf')).rawPayload;
    const pictures = [...(await storedSignatures()).values(), await trainerSignature()].filter(
      (value) => value !== 'illisible',
    );
    expect(pictures).toHaveLength(8);
    for (const picture of pictures) {
      const pixels = compressedPixels(picture);
      expect(pixels.length).toBeGreaterThan(0);
      expect(pdf.includes(pixels)).toBe(true);
      expect((await sharp(Buffer.from(picture.split(',')[1]!, 'base64')).metadata()).depth).toBe('uchar');
    }
  });

  it('prints names without bidi controls, and a 100-character name whole, wrapped in its cell', async () => {
    expect(LONG_NAME).toHaveLength(100);
    const text = pdfText((await sheet('pdf')).rawPayload);
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
    expect(text).toContain('Camille nitram Bidi');
    expectWordsInOrder(text, LONG_NAME);

    const csv = (await sheet('csv')).body;
    expect(csv).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/);
    expect(csv).toContain('\r\nCamille nitram Bidi;');
    expect(csv).toContain(`\r\n${LONG_NAME};`);
  });

  it('breaks pages between grown rows: every long name whole, the table’s header on each page', async () => {
    expect((await post(t.app, '/api/attendance/matin/open', organiser.token)).statusCode).toBe(200);
    const signature = await checkSignature(await pngSignature());
    const names = Array.from({ length: 24 }, (_v, i) => `N${String(i + 10)} ${LONG_NAME.slice(4)}`);
    for (const name of names) {
      await t.app.db
        .insertInto('attendance_signatures')
        .values({
          half_day_id: 'matin',
          user_id: null,
          participant_name: name,
          participant_email: 'long@exemple.fr',
          signature,
          signed_at: new Date().toISOString(),
          recorded_by: null,
          recorded_by_name: null,
        })
        .execute();
    }
    expect(
      (await post(t.app, '/api/attendance/matin/close', organiser.token, { signature: await pngSignature() }))
        .statusCode,
    ).toBe(200);
    const res = await get(t.app, '/api/attendance/matin/sheet.pdf', organiser.token);
    expect(res.statusCode).toBe(200);
    const pages = pdfText(res.rawPayload)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toMatch(/Participant +Heure +Signature +Enregistré par/);
    expectWordsInOrder(pages.join('\n'), names.join(' '));
  });

  it('CSV: no cell a spreadsheet would run, after a `,` or a `;` as at the start', async () => {
    const lines = (await sheet('csv')).body.split('\r\n');
    // Quoted, and an apostrophe before each character that would start a formula in a cell.
    expect(lines.find((line) => line.startsWith('"Dupont'))).toMatch(/^"Dupont,'=1\+1,cmd\|calc!A1";/);
    expect(lines.find((line) => line.startsWith('"Durand'))).toMatch(/^"Durand;'@SUM\(A1\)";/);
    // Ordinary values as before: unquoted, untouched.
    expect(lines.find((line) => line.startsWith('Camille Martin;'))).toMatch(
      /^Camille Martin;[^;"]+@exemple\.fr;Après-midi;2025-05-23;\d\d:\d\d:\d\d;$/,
    );
  });
});
