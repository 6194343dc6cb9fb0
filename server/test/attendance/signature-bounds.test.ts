import { ATTENDANCE_MESSAGES, type CongressContent } from '@congres/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSignature } from '../../src/domain/attendance/attendance-records.js';
import { checkSignature } from '../../src/domain/attendance/signature-check.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  COMMENT_BOMB,
  SVG_SIGNATURE,
  TURBULENCE_SVG,
  hugePng,
  pngSignature,
  post,
  screenCode,
  storedPicture,
} from './support.js';

// Decision 100: a signature is the pad's PNG, read in bounded steps and stored small; it is
// stored only while its half-day is open, checked in the very statement that stores it.

let t: TestApp;
let seed: CongressContent;
let organiser: Member;
/** As a phone at 2x draws it: a stroke on a transparent 1400 × 352 canvas. */
let phoneSignature: string;

beforeAll(async () => {
  seed = await testContentSeed();
  t = await startTestApp({}, { contentSeed: seed });
  organiser = await newMember(t.app, 'Odile Organisatrice');
  await makeOrganiser(t.app, organiser.id);
  phoneSignature = await pngSignature(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="352">' +
      '<path d="M 40 200 C 200 40, 400 320, 700 150 S 1100 60, 1360 260" stroke="black" stroke-width="6" fill="none"/></svg>',
  );
  expect((await post(t.app, '/api/attendance/matin/open', organiser.token)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

function refused(res: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(errorBody(message));
}
const signAs = async (member: Member, signature: string) => {
  const { code } = await screenCode(t.app, 'matin', organiser.token);
  return post(t.app, '/api/attendance/matin/signatures', member.token, { code, signature });
};
const storedOf = (member: Member) =>
  t.app.db
    .selectFrom('attendance_signatures')
    .select('signature')
    .where('user_id', '=', member.id)
    .where('half_day_id', '=', 'matin')
    .executeTakeFirst();

describe('a signature is checked in bounded time before anything is stored', () => {
  it('answers the 211-byte comment bomb with the French 400, storing nothing', async () => {
    expect(COMMENT_BOMB).toHaveLength(211);
    const member = await newMember(t.app, 'Bruno Bombe');
    // Before decision 100 an SVG test over this text backtracked for about 50 s.
    refused(await signAs(member, COMMENT_BOMB), 400, ATTENDANCE_MESSAGES.notPngSignature);
    expect(await storedOf(member)).toBeUndefined();
  });

  it('refuses an SVG, a plain drawn stroke as one full of feTurbulence filters', async () => {
    const member = await newMember(t.app, 'Sophie Vecteur');
    refused(await signAs(member, SVG_SIGNATURE), 400, ATTENDANCE_MESSAGES.notPngSignature);
    refused(await signAs(member, TURBULENCE_SVG), 400, ATTENDANCE_MESSAGES.notPngSignature);
    expect(await storedOf(member)).toBeUndefined();
  });

  it('refuses the 4000 × 4000 16-bit PNG from its header, before any pixel is decoded', async () => {
    const member = await newMember(t.app, 'Henri Énorme');
    const huge = await hugePng();
    expect(huge.length).toBeLessThan(200_000);
    refused(await signAs(member, huge), 413, ATTENDANCE_MESSAGES.tooLargeSignature);
    expect(await storedOf(member)).toBeUndefined();
  });

  it('stores the signature small: an 8-bit grey PNG within 600 × 200, on white, with the stroke', async () => {
    const member = await newMember(t.app, 'Nina Normale');
    const res = await signAs(member, phoneSignature);
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await storedOf(member))!.signature;
    expect(await storedPicture(stored)).toMatchObject({
      format: 'png',
      width: 600,
      height: 151,
      channels: 1,
      depth: 'uchar',
      hasAlpha: false,
    });
    const pixels = await sharp(Buffer.from(stored.slice('data:image/png;base64,'.length), 'base64')).stats();
    // Paper white around a black stroke.
    expect(pixels.channels[0]).toMatchObject({ max: 255 });
    expect(pixels.channels[0]!.min).toBeLessThan(64);
  });

  it('refuses a signature whose half-day was closed while it was being checked (409), for a record too', async () => {
    const late = await newMember(t.app, 'Lou Tardive');
    // The check runs; the trainer closes the half-day meanwhile; then the signature is stored.
    const checked = await checkSignature(phoneSignature);
    const closed = await post(t.app, '/api/attendance/matin/close', organiser.token, { signature: phoneSignature });
    expect(closed.statusCode, closed.body).toBe(200);
    const user = { id: late.id, name: late.username, email: late.email };
    expect(await addSignature(t.app.db, { halfDayId: 'matin', user, signature: checked })).toBe('closed');
    const recordedBy = { id: organiser.id, name: organiser.username };
    expect(await addSignature(t.app.db, { halfDayId: 'matin', user, signature: checked, recordedBy })).toBe('closed');
    expect(await storedOf(late)).toBeUndefined();
    // The route answers as it does for any signature after a close.
    const after = { code: 'plus-affiche', signature: phoneSignature };
    refused(await post(t.app, '/api/attendance/matin/signatures', late.token, after), 409, ATTENDANCE_MESSAGES.closed);
    // An account that signed before the close is told so, not that the half-day closed.
    const nina = await t.app.db
      .selectFrom('attendance_signatures')
      .select(['user_id', 'participant_name', 'participant_email'])
      .where('participant_name', '=', 'Nina Normale')
      .executeTakeFirstOrThrow();
    expect((await post(t.app, '/api/attendance/matin/open', organiser.token)).statusCode).toBe(200);
    const again = {
      id: Number(nina.user_id),
      name: nina.participant_name,
      email: nina.participant_email,
    };
    expect(await addSignature(t.app.db, { halfDayId: 'matin', user: again, signature: checked })).toBe(
      'already-signed',
    );
  });

  it('checks the trainer’s signature at the close the same way, and stores it small', async () => {
    const close = (signature: string) => post(t.app, '/api/attendance/matin/close', organiser.token, { signature });
    refused(await close(COMMENT_BOMB), 400, ATTENDANCE_MESSAGES.notPngSignature);
    refused(await close(SVG_SIGNATURE), 400, ATTENDANCE_MESSAGES.notPngSignature);
    refused(await close(await hugePng()), 413, ATTENDANCE_MESSAGES.tooLargeSignature);
    const res = await close(phoneSignature);
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.db
      .selectFrom('attendance_half_days')
      .select('trainer_signature')
      .where('half_day_id', '=', 'matin')
      .executeTakeFirstOrThrow();
    expect(await storedPicture(row.trainer_signature!)).toMatchObject({ width: 600, height: 151, channels: 1 });
  });
});
