import { ATTENDANCE_MESSAGES } from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import { COMMENT_BOMB, SVG_SIGNATURE, TURBULENCE_SVG, hugePng } from '../attendance/support.js';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.';
const TOO_LARGE = 'La requête est trop volumineuse.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...headers },
});
/** A 1 × 1 PNG: its form and header pass the first reading, so a row reaches what it aims at. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const signatures = '/api/attendance/matin/signatures';

/**
 * Attendance per half-day (decision 091). No row opens a half-day: every state-changing request
 * is refused before anything is stored (the suite's half-days stay never opened).
 */
export const attendanceRows: HostileRow[] = [
  ...(
    [
      ['list', get('/api/attendance')],
      ['detail', get('/api/attendance/matin')],
      ['open', post('/api/attendance/matin/open', {})],
      ['close', post('/api/attendance/matin/close', { signature: SIGNATURE })],
      ['code', get('/api/attendance/matin/code')],
      ['sheet.pdf', get('/api/attendance/matin/sheet.pdf')],
      ['sheet.csv', get('/api/attendance/matin/sheet.csv')],
      ['records', post('/api/attendance/matin/records', { userId: 1, signature: SIGNATURE })],
      ['accounts', get('/api/attendance/matin/accounts?q=a')],
    ] as const
  ).flatMap(([name, request]): HostileRow[] => [
    { name: `attendance: ${name} without a token`, request, status: 401, message: UNAUTHORIZED },
    {
      name: `attendance: ${name} as an attendee`,
      request: (c) => ({ ...request, headers: { ...(request.headers as Record<string, string>), ...bearer(c.token) } }),
      status: 403,
      message: ORGANISERS_ONLY,
    },
    {
      name: `attendance: ${name} with a forged organiser role`,
      request: (c) => ({
        ...request,
        headers: { ...(request.headers as Record<string, string>), ...bearer(c.forgedRole) },
      }),
      status: 403,
      message: ORGANISERS_ONLY,
    },
  ]),
  {
    name: 'attendance: a half-day the training does not have',
    request: (c) => post('/api/attendance/soiree/open', {}, bearer(c.organiser)),
    status: 404,
    message: ATTENDANCE_MESSAGES.halfDayNotFound,
  },
  {
    name: 'attendance: a half-day id with a path in it',
    request: (c) => get('/api/attendance/..%2F..%2Fetc%2Fpasswd', bearer(c.organiser)),
    status: 404,
    message: ATTENDANCE_MESSAGES.halfDayNotFound,
  },
  {
    name: 'attendance: close a half-day never opened',
    request: (c) => post('/api/attendance/matin/close', { signature: SIGNATURE }, bearer(c.organiser)),
    status: 409,
    message: ATTENDANCE_MESSAGES.notOpen,
  },
  {
    name: 'attendance: the code of a half-day never opened',
    request: (c) => get('/api/attendance/matin/code', bearer(c.organiser)),
    status: 409,
    message: ATTENDANCE_MESSAGES.closed,
  },
  {
    name: 'attendance: the sheet of a half-day never closed',
    request: (c) => get('/api/attendance/matin/sheet.pdf', bearer(c.organiser)),
    status: 409,
    message: ATTENDANCE_MESSAGES.sheetNotReady,
  },
  {
    name: 'attendance: record into a half-day never opened',
    request: (c) => post('/api/attendance/matin/records', { userId: 1, signature: SIGNATURE }, bearer(c.organiser)),
    status: 409,
    message: ATTENDANCE_MESSAGES.closed,
  },
  {
    name: 'attendance: accounts searched with LIKE wildcards only find nothing dangerous',
    request: (c) => get('/api/attendance/matin/accounts?q=%25_%25', bearer(c.organiser)),
    status: 200,
  },
  {
    name: 'attendance: sign without a token',
    request: post(signatures, { code: 'x', signature: SIGNATURE }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'attendance: sign with a revoked token',
    request: (c) => post(signatures, { code: 'x', signature: SIGNATURE }, bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'attendance: sign for another account',
    request: (c) => post(signatures, { code: 'x', signature: SIGNATURE, userId: 999_999 }, bearer(c.token)),
    status: 403,
    message: ATTENDANCE_MESSAGES.anotherAccount,
  },
  {
    name: 'attendance: sign a half-day never opened',
    request: (c) => post(signatures, { code: 'x', signature: SIGNATURE }, bearer(c.token)),
    status: 409,
    message: ATTENDANCE_MESSAGES.closed,
  },
  {
    name: 'attendance: sign with a signature that is not text',
    request: (c) => post(signatures, { code: 'x', signature: { svg: '<svg/>' } }, bearer(c.token)),
    status: 400,
    message: 'Le champ « signature » doit être de type texte.',
  },
  {
    name: 'attendance: sign with a code of 101 characters',
    request: (c) => post(signatures, { code: 'a'.repeat(101), signature: SIGNATURE }, bearer(c.token)),
    status: 400,
    message: 'Le champ « code » doit contenir au plus 100 caractères.',
  },
  {
    name: 'attendance: sign with broken JSON',
    request: (c) => post(signatures, '{"code": "x", ', bearer(c.token)),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'attendance: sign as text/plain',
    request: (c) => ({
      method: 'POST',
      url: signatures,
      payload: 'x',
      headers: { ...bearer(c.token), 'content-type': 'text/plain' },
    }),
    status: 415,
    message: JSON_ONLY,
  },
  // Decision 100: a signature is the pad's PNG, read by its form and header before any row or pixel.
  {
    name: 'attendance: sign with the 211-byte comment bomb (30 × <!----> then x)',
    request: (c) => post(signatures, { code: 'x', signature: COMMENT_BOMB }, bearer(c.token)),
    status: 400,
    message: ATTENDANCE_MESSAGES.notPngSignature,
  },
  {
    name: 'attendance: sign with an SVG',
    request: (c) => post(signatures, { code: 'x', signature: SVG_SIGNATURE }, bearer(c.token)),
    status: 400,
    message: ATTENDANCE_MESSAGES.notPngSignature,
  },
  {
    name: 'attendance: sign with an SVG of 40 feTurbulence filters',
    request: (c) => post(signatures, { code: 'x', signature: TURBULENCE_SVG }, bearer(c.token)),
    status: 400,
    message: ATTENDANCE_MESSAGES.notPngSignature,
  },
  {
    name: 'attendance: sign with a 4000 × 4000 16-bit PNG (130 KB)',
    request: async (c) => post(signatures, { code: 'x', signature: await hugePng() }, bearer(c.token)),
    status: 413,
    message: ATTENDANCE_MESSAGES.tooLargeSignature,
  },
  {
    name: 'attendance: sign with a PNG data URL holding no PNG',
    request: (c) =>
      post(signatures, { code: 'x', signature: `data:image/png;base64,${btoa('GIF89a not a png')}` }, bearer(c.token)),
    status: 400,
    message: ATTENDANCE_MESSAGES.badSignature,
  },
  {
    name: 'attendance: sign with a data URL of characters outside base64',
    request: (c) => post(signatures, { code: 'x', signature: 'data:image/png;base64,iVBO<svg>' }, bearer(c.token)),
    status: 400,
    message: ATTENDANCE_MESSAGES.notPngSignature,
  },
  {
    name: 'attendance: sign with a data URL past the signature’s length (within the body’s limit)',
    request: (c) =>
      post(signatures, { code: 'x', signature: `data:image/png;base64,${'A'.repeat(270_000)}` }, bearer(c.token)),
    status: 413,
    message: ATTENDANCE_MESSAGES.tooLargeSignature,
  },
  {
    name: 'attendance: sign with a body past the signature’s limit',
    request: (c) =>
      post(signatures, { code: 'x', signature: `data:image/png;base64,${'A'.repeat(400_000)}` }, bearer(c.token)),
    status: 413,
    message: TOO_LARGE,
  },
];
