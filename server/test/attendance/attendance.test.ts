import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_SIGN_PAGE,
  type AttendanceAccount,
  type AttendanceDetail,
  type CongressContent,
  type HalfDayList,
  type SignatureReceipt,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_CODE_GRACE_MS } from '../../src/domain/attendance/attendance-codes.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import type { EventStream } from '../live/support/event-stream-client.js';
import { openOrganiserStream } from '../live/support/organiser-stream.js';
import { makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  ATTENDANCE_CODE_PERIOD_MS,
  SVG_SIGNATURE,
  blankPng,
  codeShownAgo,
  get,
  pdfImageCount,
  pdfText,
  pngSignature,
  post,
  screenCode,
  storedPicture,
} from './support.js';

let t: TestApp;
let base: string;
let seed: CongressContent;
let organiser: Member;
let attendee: Member;
let signature: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  seed = await testContentSeed();
  t = await startTestApp({}, { contentSeed: seed });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  organiser = await newMember(t.app, 'Odile Organisatrice');
  await makeOrganiser(t.app, organiser.id);
  attendee = await newMember(t.app, 'Camille Martin');
  signature = await pngSignature();
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.close();
});

const open = (id: string) => post(t.app, `/api/attendance/${id}/open`, organiser.token);
const close = (id: string, body: { signature?: string } = { signature }) =>
  post(t.app, `/api/attendance/${id}/close`, organiser.token, body);
const sign = (id: string, body: Record<string, unknown>, token = attendee.token) =>
  post(t.app, `/api/attendance/${id}/signatures`, token, body);
const detail = async (id: string) => {
  const res = await get(t.app, `/api/attendance/${id}`, organiser.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AttendanceDetail>();
};
function refused(res: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(errorBody(message));
}

describe('attendance per half-day', () => {
  it('lists the seed’s half-days with their times in UTC, closed until an organiser opens them', async () => {
    const res = await get(t.app, '/api/attendance', organiser.token);
    expect(res.statusCode, res.body).toBe(200);
    // 23 May 2025 in Bordeaux is UTC+2: 8h is 06:00Z, 14h30 is 12:30Z.
    expect(res.json<HalfDayList>()).toEqual([
      {
        id: 'matin',
        label: 'Matinée',
        startsAt: '2025-05-23T06:00:00.000Z',
        endsAt: '2025-05-23T11:00:00.000Z',
        open: false,
      },
      {
        id: 'apres-midi',
        label: 'Après-midi',
        startsAt: '2025-05-23T12:30:00.000Z',
        endsAt: '2025-05-23T15:00:00.000Z',
        open: false,
      },
    ]);
    const matin = await detail('matin');
    expect(matin.modules[0]).toEqual({ time: '8h', title: seed.programme[0]?.title });
    expect(matin.modules).toHaveLength(13);
    expect(matin.signatures).toEqual([]);
  });

  it('refuses anonymous requests (401) and plain accounts on the organisers’ routes (403)', async () => {
    const organiserRoutes: [string, string][] = [
      ['GET', '/api/attendance'],
      ['GET', '/api/attendance/matin'],
      ['POST', '/api/attendance/matin/open'],
      ['POST', '/api/attendance/matin/close'],
      ['GET', '/api/attendance/matin/code'],
      ['GET', '/api/attendance/matin/sheet.pdf'],
      ['GET', '/api/attendance/matin/sheet.csv'],
      ['POST', '/api/attendance/matin/records'],
      ['GET', '/api/attendance/matin/accounts?q=a'],
    ];
    // Well-formed bodies: Fastify validates a body before the preHandler that reads the token.
    const body = { code: 'x', signature, userId: attendee.id };
    for (const [method, url] of [...organiserRoutes, ['POST', '/api/attendance/matin/signatures']]) {
      const res = await t.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? body : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url] of organiserRoutes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${attendee.token}` },
        payload: method === 'POST' ? { signature, userId: attendee.id } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get(t.app, '/api/attendance', organiser.token)).json<HalfDayList>().every((h) => !h.open)).toBe(true);
  });

  it('an unknown half-day is a French 404', async () => {
    refused(await open('soiree'), 404, ATTENDANCE_MESSAGES.halfDayNotFound);
    refused(await sign('soiree', { code: 'x', signature }), 404, ATTENDANCE_MESSAGES.halfDayNotFound);
    refused(
      await get(t.app, '/api/attendance/soiree/sheet.pdf', organiser.token),
      404,
      ATTENDANCE_MESSAGES.halfDayNotFound,
    );
  });

  it('refuses a signature before the half-day is opened', async () => {
    refused(await sign('matin', { code: 'abc', signature }), 409, ATTENDANCE_MESSAGES.closed);
    refused(await get(t.app, '/api/attendance/matin/code', organiser.token), 409, ATTENDANCE_MESSAGES.closed);
  });

  it('an attendee signs once with the screen’s code; the organisers’ stream hears of it without a name', async () => {
    const stream = await openOrganiserStream(t.app, base, organiser.token);
    streams.push(stream);
    expect((await open('matin')).statusCode).toBe(200);
    await stream.event<{ halfDayId: string }>('attendance-changed', (data) => data.halfDayId === 'matin');
    const { code, url, changesAt } = await screenCode(t.app, 'matin', organiser.token);
    expect(url).toBe(`http://congres.test${ATTENDANCE_SIGN_PAGE}?demi-journee=matin&code=${encodeURIComponent(code)}`);
    expect(Date.parse(changesAt) - Date.now()).toBeLessThanOrEqual(ATTENDANCE_CODE_PERIOD_MS);

    const before = Date.now();
    const res = await sign('matin', { code, signature });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<SignatureReceipt>();
    expect(receipt).toMatchObject({ halfDay: { id: 'matin', label: 'Matinée' }, name: 'Camille Martin' });
    expect(Date.parse(receipt.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    const heard = await stream.event<{ halfDayId: string }>('attendance-changed', (data) => data.halfDayId === 'matin');
    expect(Object.keys(heard).sort()).toEqual(['$id', 'halfDayId']);

    refused(await sign('matin', { code, signature }), 409, ATTENDANCE_MESSAGES.alreadySigned);
    const listed = await detail('matin');
    expect(listed.halfDay.open).toBe(true);
    expect(listed.signatures).toMatchObject([
      {
        userId: attendee.id,
        name: 'Camille Martin',
        signedAt: receipt.signedAt,
        recordedBy: null,
      },
    ]);
    // Stored as the sheet prints it (decision 100): a small grey PNG, never what was sent.
    const stored = await t.app.db.selectFrom('attendance_signatures').select('signature').executeTakeFirstOrThrow();
    expect(stored.signature).not.toBe(signature);
    expect(await storedPicture(stored.signature)).toMatchObject({ format: 'png', channels: 1, depth: 'uchar' });
  });

  it('takes a code for its window and the grace after it; refuses older ones and another half-day’s', async () => {
    expect((await open('apres-midi')).statusCode).toBe(200);
    const afternoon = await screenCode(t.app, 'apres-midi', organiser.token);
    const neighbour = await newMember(t.app, 'Nour Voisin');
    refused(
      await sign('matin', { code: afternoon.code, signature }, neighbour.token),
      400,
      ATTENDANCE_MESSAGES.staleCode,
    );
    refused(await sign('matin', { code: '', signature }, neighbour.token), 400, ATTENDANCE_MESSAGES.staleCode);

    const expired = await codeShownAgo(t.app, 'matin', ATTENDANCE_CODE_GRACE_MS + ATTENDANCE_CODE_PERIOD_MS + 1000);
    refused(await sign('matin', { code: expired, signature }, neighbour.token), 400, ATTENDANCE_MESSAGES.staleCode);
    const withinGrace = await codeShownAgo(t.app, 'matin', ATTENDANCE_CODE_GRACE_MS - ATTENDANCE_CODE_PERIOD_MS);
    expect((await sign('matin', { code: withinGrace, signature }, neighbour.token)).statusCode).toBe(201);
  });

  it('refuses empty, blank, transparent, non-PNG (SVG included) or oversized signatures', async () => {
    const signer = await newMember(t.app, 'Sacha Signe');
    const { code } = await screenCode(t.app, 'matin', organiser.token);
    const attempt = (drawn: unknown) => sign('matin', { code, signature: drawn }, signer.token);
    refused(await attempt(''), 400, ATTENDANCE_MESSAGES.emptySignature);
    refused(await attempt('data:image/png;base64,'), 400, ATTENDANCE_MESSAGES.emptySignature);
    refused(await attempt(await blankPng({ r: 0, g: 0, b: 0, alpha: 0 })), 400, ATTENDANCE_MESSAGES.emptySignature);
    refused(
      await attempt(await blankPng({ r: 255, g: 255, b: 255, alpha: 1 })),
      400,
      ATTENDANCE_MESSAGES.emptySignature,
    );
    refused(
      await attempt('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"></svg>'),
      400,
      ATTENDANCE_MESSAGES.notPngSignature,
    );
    const jpeg = signature.replace('data:image/png', 'data:image/jpeg');
    refused(await attempt(jpeg), 400, ATTENDANCE_MESSAGES.notPngSignature);
    refused(
      await attempt(`data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`),
      400,
      ATTENDANCE_MESSAGES.badSignature,
    );
    refused(await attempt('Camille Martin'), 400, ATTENDANCE_MESSAGES.notPngSignature);
    // An SVG, even a plain drawn stroke, is no longer taken (decision 100).
    refused(await attempt(SVG_SIGNATURE), 400, ATTENDANCE_MESSAGES.notPngSignature);
    refused(
      await attempt(SVG_SIGNATURE.replace('<path', '<script>alert(1)</script><path')),
      400,
      ATTENDANCE_MESSAGES.notPngSignature,
    );
    const padded = `data:image/png;base64,${'A'.repeat(270_000)}`;
    refused(await attempt(padded), 413, ATTENDANCE_MESSAGES.tooLargeSignature);
    expect((await attempt(42)).statusCode).toBe(400);
    expect((await detail('matin')).signatures.map((entry) => entry.name)).not.toContain('Sacha Signe');

    const res = await attempt(signature);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('nobody signs for another account', async () => {
    const other = await newMember(t.app, 'Alix Autre');
    const { code } = await screenCode(t.app, 'apres-midi', organiser.token);
    refused(await sign('apres-midi', { code, signature, userId: other.id }), 403, ATTENDANCE_MESSAGES.anotherAccount);
    expect((await detail('apres-midi')).signatures).toEqual([]);
    expect((await sign('apres-midi', { code, signature, userId: attendee.id })).statusCode).toBe(201);
  });

  it('an organiser finds an account and records it, marked as recorded by them, once', async () => {
    const phoneless = await newMember(t.app, 'Paul Sans-Téléphone');
    const found = await get(t.app, '/api/attendance/matin/accounts?q=sans-t%C3%A9l', organiser.token);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<AttendanceAccount[]>()).toEqual([
      { id: phoneless.id, name: 'Paul Sans-Téléphone', email: phoneless.email, signed: false },
    ]);
    const record = (body: Record<string, unknown>) =>
      post(t.app, '/api/attendance/matin/records', organiser.token, body);
    const res = await record({ userId: phoneless.id, signature });
    expect(res.statusCode, res.body).toBe(201);
    refused(await record({ userId: phoneless.id, signature }), 409, ATTENDANCE_MESSAGES.participantAlreadySigned);
    refused(await record({ userId: 999_999, signature }), 404, ATTENDANCE_MESSAGES.unknownAccount);
    refused(await record({ userId: attendee.id + 1000, signature: '' }), 404, ATTENDANCE_MESSAGES.unknownAccount);
    const entry = (await detail('matin')).signatures.find((line) => line.userId === phoneless.id);
    expect(entry?.recordedBy).toBe('Odile Organisatrice');
    const again = await get(
      t.app,
      `/api/attendance/matin/accounts?q=${encodeURIComponent(phoneless.email)}`,
      organiser.token,
    );
    expect(again.json<AttendanceAccount[]>()[0]?.signed).toBe(true);
  });

  it('closes only with the trainer’s signature; then no one signs, and the sheets carry everything', async () => {
    refused(
      await get(t.app, '/api/attendance/matin/sheet.pdf', organiser.token),
      409,
      ATTENDANCE_MESSAGES.sheetNotReady,
    );
    refused(await close('matin', {}), 400, ATTENDANCE_MESSAGES.trainerSignatureRequired);
    refused(
      await close('matin', { signature: await blankPng({ r: 0, g: 0, b: 0, alpha: 0 }) }),
      400,
      ATTENDANCE_MESSAGES.emptySignature,
    );
    const { code } = await screenCode(t.app, 'matin', organiser.token);
    const closed = await close('matin');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ id: 'matin', open: false });
    refused(await close('matin'), 409, ATTENDANCE_MESSAGES.notOpen);
    const late = await newMember(t.app, 'Lou Retard');
    refused(await sign('matin', { code, signature }, late.token), 409, ATTENDANCE_MESSAGES.closed);
    const state = await detail('matin');
    expect(state.closedAt).not.toBeNull();
    expect(state.trainerSignedAt).not.toBeNull();

    const row = await t.app.db
      .selectFrom('attendance_half_days')
      .select('sheet_code')
      .where('half_day_id', '=', 'matin')
      .executeTakeFirstOrThrow();
    expect(row.sheet_code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const evidence = await t.app.db
      .selectFrom('evidence_codes')
      .selectAll()
      .where('code', '=', row.sheet_code!)
      .executeTakeFirstOrThrow();
    expect(evidence).toMatchObject({ kind: 'feuille', half_day_id: 'matin', action_date: '2025-05-23' });

    const pdf = await get(t.app, '/api/attendance/matin/sheet.pdf', organiser.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Feuille d’émargement Matinée 2025-05-23.pdf')}`,
    );
    const text = pdfText(pdf.rawPayload);
    const signedAt = (name: string) => state.signatures.find((line) => line.name === name)!.signedAt;
    const bordeaux = (iso: string) =>
      new Intl.DateTimeFormat('fr-FR', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }).format(new Date(iso));
    for (const expected of [
      'Feuille d’émargement',
      seed.training!.title,
      'Matinée, de 8h à 13h',
      seed.event.dateLabel,
      `Formateur : ${seed.training!.halfDays[0]!.trainer}`,
      `8h – ${seed.programme[0]!.title}`,
      `12h45 – ${seed.programme[12]!.title}`,
      'Camille Martin',
      bordeaux(signedAt('Camille Martin')),
      'Nour Voisin',
      'Sacha Signe',
      'Paul Sans-Téléphone',
      'Odile Organisatrice',
      `Code de la feuille : ${row.sheet_code}`,
      'http://congres.test/verification',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Lou Retard');
    // Every signature drawn on it: the trainer's and the four participants'.
    expect(pdfImageCount(pdf.rawPayload)).toBe(5);
    expect(text).not.toContain(seed.programme[13]!.title);

    const csv = await get(t.app, '/api/attendance/matin/sheet.csv', organiser.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Participant;Email;Demi-journée;Date;Heure de signature;Enregistré par');
    expect(lines).toContain(
      `Camille Martin;${attendee.email};Matinée;2025-05-23;${bordeaux(signedAt('Camille Martin'))};`,
    );
    expect(lines.find((line) => line.startsWith('Paul Sans-Téléphone;'))).toMatch(/;Odile Organisatrice$/);
    expect(lines).toHaveLength(5);
  });

  it('a reopened half-day takes new codes only, and asks the trainer to sign again at its close', async () => {
    const old = await codeShownAgo(t.app, 'matin', 0);
    expect((await open('matin')).statusCode).toBe(200);
    const late = await newMember(t.app, 'Lou Retard');
    refused(await sign('matin', { code: old, signature }, late.token), 400, ATTENDANCE_MESSAGES.staleCode);
    expect((await detail('matin')).trainerSignedAt).toBeNull();
    const { code } = await screenCode(t.app, 'matin', organiser.token);
    expect((await sign('matin', { code, signature }, late.token)).statusCode).toBe(201);
    refused(
      await get(t.app, '/api/attendance/matin/sheet.csv', organiser.token),
      409,
      ATTENDANCE_MESSAGES.sheetNotReady,
    );
  });

  it('takes the half-days of the published content, and the seed’s when a version has none', async () => {
    const withoutTraining = structuredClone(seed);
    delete withoutTraining.training;
    const insert = (version: number, content: CongressContent) =>
      t.app.db
        .insertInto('content_versions')
        .values({ version, published_by: null, note: null, restored_from: null, content: JSON.stringify(content) })
        .execute();
    await insert(2, withoutTraining);
    const labels = async () =>
      (await get(t.app, '/api/attendance', organiser.token)).json<HalfDayList>().map((h) => h.label);
    expect(await labels()).toEqual(['Matinée', 'Après-midi']);
    const training = { ...seed.training!, halfDays: [{ ...seed.training!.halfDays[0]!, label: 'Matin du congrès' }] };
    await insert(3, { ...seed, training });
    expect(await labels()).toEqual(['Matin du congrès']);
  });
});
