import { BAD_LAST_EVENT_ID, JSON_TOO_DEEP, type CongressContent, type DownloadKind } from '@congres/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { UploadFile } from '../gallery/support/multipart.js';
import type { Counts } from './snapshot.js';
import { interlacedPng, solidImage } from '../gallery/support/images.js';
import { heifEnc, withDeclaredSize } from '../gallery/support/heic.js';
import { announcementRows } from './announcement-rows.js';
import { attendanceRows } from './attendance-rows.js';
import { certificateRows } from './certificate-rows.js';
import { contentRestoreRows, contentRows } from './content-rows.js';
import { contentFileRows } from './content-file-rows.js';
import { figuresRows } from './figures-rows.js';
import { programmeRows } from './programme-rows.js';
import { slidesRows } from './slides-rows.js';
import { teamRows } from './team-rows.js';
import { uploadTicketRows } from './upload-ticket-rows.js';
import { liveRows } from './live-rows.js';
import { uploadUrlRows } from './upload-url-rows.js';
import { wallRows } from './wall-rows.js';
import { quizRows } from './quiz-rows.js';
import { satisfactionRows } from './satisfaction-rows.js';
import { roomRows } from './room-rows.js';

/** What the rows need from the running suite: tokens of every kind and sample files. */
export interface HostileContext {
  token: string;
  revoked: string;
  expired: string;
  wrongKey: string;
  otherUser: string;
  /** The target's live session with `role: 'organiser'` added, signed with the server's own key. */
  forgedRole: string;
  /** A real organiser's token (the role granted in the database, as `npm run organiser` does). */
  organiser: string;
  /** A photo of the target account, and one of another account. */
  ownPhoto: number;
  otherPhoto: number;
  /** A genuine download ticket of the target account (an attendee) for `kind`. */
  ticket: (kind: DownloadKind) => Promise<string>;
  /** A genuine upload ticket of the session of `token` (decision 072). */
  uploadTicket: (token: string) => Promise<string>;
  /** A genuine live ticket (decision 104) of the account and session of `token`, whatever its role. */
  liveTicket: (token: string) => Promise<string>;
  jpeg: Buffer;
  pdf: Buffer;
  svg: Buffer;
  upload: (files: UploadFile[], token: string) => Promise<InjectOptions>;
  /** A real second account's token (not forged), to aim at uploads it does not own. */
  otherToken: string;
  /** Opens a resumable upload of `length` bytes for the holder of `token`; its path. */
  openUpload: (token: string, length: number) => Promise<string>;
  /** The content's seed, version 1 of the suite's site (decision 079). */
  contentSeed: CongressContent;
  /** A question the target asked, one an organiser hid, and a poll still a draft (decision 118). */
  question: number;
  hiddenQuestion: number;
  draftPoll: number;
}

export interface HostileRow {
  name: string;
  request: InjectOptions | ((ctx: HostileContext) => InjectOptions | Promise<InjectOptions>);
  status: number;
  /** The exact French message, or a pattern it must match. */
  message?: string | RegExp;
  /** Rows the request legitimately adds. */
  creates?: Partial<Counts>;
  check?: (res: LightMyRequestResponse) => void;
}

const UNAUTHORIZED = 'Vous devez être connecté.';
const BAD_CREDENTIALS = 'Email ou mot de passe incorrect.';
const INVALID_JSON = 'Le corps de la requête n’est pas un JSON valide.';
const NOT_AN_OBJECT = 'Le corps de la requête est invalide : envoyez un objet JSON.';
const JSON_ONLY = 'Type de contenu non pris en charge : envoyez du JSON (application/json).';
const TOO_LARGE = 'La requête est trop volumineuse.';
const INVALID_RESET = 'Lien de réinitialisation invalide ou expiré.';
const NOT_FOUND_API = 'Ressource introuvable.';
const NO_FILE = 'Fichier introuvable.';
/** `..` resolved by the URL parser lands outside the folder: the app's 404 page or the file 404, never the file. */
const NOT_SERVED = /^(Fichier introuvable\.|<!doctype html>.*id="root".*)$/s;
const MALFORMED_FORM = 'Le formulaire envoyé est incomplet ou mal formé. Réessayez.';
const CONTROL_CHARS =
  'Le champ « username » contient des caractères non autorisés (caractères de contrôle ou sauts de ligne).';
const NOTHING_PUBLISHED = 'Aucune image n’a pu être publiée : voyez la raison de chaque fichier.';
const PHOTO_NOT_FOUND = 'Cette photo n’existe pas ou a déjà été supprimée.';
const NOT_YOUR_PHOTO = 'Vous ne pouvez supprimer que les photos que vous avez publiées.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const EXPIRED_DOWNLOAD =
  'Ce lien de téléchargement a expiré ou n’est pas valide : relancez le téléchargement depuis la page.';
const URL_TOO_LONG = 'L’adresse demandée est trop longue.';
const BAD_LIMIT = 'Le paramètre « limit » doit être un nombre entier de 1 à 100.';
const BAD_OFFSET = 'Le paramètre « offset » doit être un nombre entier de 0 à 1000000.';
const OFFSET_WITH_CURSOR =
  'Les paramètres « offset » et « before » ne vont pas ensemble : demandez une page soit par sa position, soit par le curseur de la précédente.';
const BAD_CURSOR =
  'Le paramètre « before » n’est pas un curseur de la galerie : reprenez le « nextCursor » de la page précédente, ou demandez la première page sans « before ».';
const field = (name: string) => ({
  missing: `Le champ « ${name} » est obligatoire.`,
  empty: `Le champ « ${name} » ne doit pas être vide.`,
  notText: `Le champ « ${name} » doit être de type texte.`,
  control: `Le champ « ${name} » contient des caractères non autorisés (caractères de contrôle ou sauts de ligne).`,
  atMost: (limit: number) => `Le champ « ${name} » doit contenir au plus ${limit} caractères.`,
});

const json = (url: string, payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...headers },
});
const raw = (url: string, payload: string | Buffer, contentType?: string): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers: contentType === undefined ? {} : { 'content-type': contentType },
});
const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({ method: 'GET', url, headers });
/** A request with a JSON body (or none) and any method. */
const send = (
  method: 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
});
/** A request whose body is sent as is, with the content type given (none when undefined). */
const sendRaw = (
  method: 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload: string,
  contentType: string | undefined,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method,
  url,
  payload,
  headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...headers },
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const BAD_KEY =
  'L’en-tête Idempotency-Key est invalide : il doit compter de 8 à 128 caractères parmi les lettres sans accent, les chiffres, « - » et « _ ». Renvoyez la photo avec une clé valide.';
/** A genuine upload of the target's JPEG with this Idempotency-Key header. */
const keyedUpload = async (c: HostileContext, key: string): Promise<InjectOptions> => {
  const request = await c.upload([{ name: 'a.jpg', data: c.jpeg }], c.token);
  return { ...request, headers: { ...(request.headers as Record<string, string>), 'idempotency-key': key } };
};
const account = (fields: Record<string, unknown>) => ({
  email: 'nouveau@exemple.fr',
  username: 'Nouveau Venu',
  password: 'correct horse battery',
  ...fields,
});
/** A multipart body written by hand, for shapes FormData cannot produce. */
function handMadeForm(parts: string[], boundary = 'xBOUNDARYx'): { payload: Buffer; contentType: string } {
  const body = parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`;
  return { payload: Buffer.from(body, 'latin1'), contentType: `multipart/form-data; boundary=${boundary}` };
}
const fieldPart = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const noCors = (res: LightMyRequestResponse) => expect(res.headers['access-control-allow-origin']).toBeUndefined();
const allows = (methods: string) => (res: LightMyRequestResponse) => expect(res.headers.allow).toBe(methods);
const noLeak = (res: LightMyRequestResponse) =>
  expect(res.body).not.toMatch(/SQLITE|stack|at .*\.js:\d+|node_modules/i);

const longName = 'N'.repeat(10_000);
const TUS_VERSION =
  'Cet envoi suit le protocole tus 1.0.0 : ajoutez l’en-tête « Tus-Resumable: 1.0.0 » (mettez l’application à jour si le problème persiste).';
const TUS_LENGTH =
  'Indiquez la taille du fichier en octets dans l’en-tête « Upload-Length » : l’envoi ne peut pas commencer sans elle.';
const TUS_METADATA =
  'L’en-tête « Upload-Metadata » est mal formé : des paires « nom valeur-en-base64 » séparées par des virgules (filename, filetype, key).';
const TUS_KEY =
  'La clé d’envoi (métadonnée « key ») doit compter 8 à 128 caractères parmi les lettres sans accent, les chiffres, « _ » et « - ».';
const TUS_NOT_FOUND = 'Cet envoi est introuvable : il a expiré ou a été retiré. Envoyez la photo à nouveau.';
/** Headers with the tus protocol's version. */
const tus = (headers: Record<string, string>) => ({ 'tus-resumable': '1.0.0', ...headers });
/** A tus PATCH of `body` at `offset` (no token when `token` is empty). */
const tusPatch = (url: string, token: string, offset: number, body: string): InjectOptions => ({
  method: 'PATCH',
  url,
  payload: body,
  headers: tus({
    ...(token === '' ? {} : bearer(token)),
    'upload-offset': String(offset),
    'content-type': 'application/offset+octet-stream',
  }),
});

/** Every row: one hostile request with the status and French message it must get. */
export const hostileRows: HostileRow[] = [
  // Malformed and truncated JSON.
  {
    name: 'register: truncated JSON',
    request: raw('/api/register', '{"email":"a@b.fr","pass', 'application/json'),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'login: malformed JSON',
    request: raw('/api/login_check', "{email: 'a@b.fr'}", 'application/json'),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'forgot-password: a lone brace',
    request: raw('/api/forgot-password', '{', 'application/json'),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'reset-password: trailing garbage after JSON',
    request: raw('/api/reset-password/abc', '{"password":"aaaaaaaaaa"}xyz', 'application/json'),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'register: empty JSON body',
    request: raw('/api/register', '', 'application/json'),
    status: 400,
    message: 'Le corps de la requête est vide : envoyez un objet JSON.',
  },
  {
    name: 'register: __proto__ pollution',
    request: raw('/api/register', '{"__proto__":{"admin":true},"email":"p@exemple.fr"}', 'application/json'),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'login: constructor.prototype pollution',
    request: raw('/api/login_check', '{"constructor":{"prototype":{"admin":true}}}', 'application/json'),
    status: 400,
    message: INVALID_JSON,
  },
  { name: 'register: JSON array', request: json('/api/register', [account({})]), status: 400, message: NOT_AN_OBJECT },
  // Nested thousands deep, within the body limit (decision 106): refused by the parser, never a 500.
  {
    name: 'login: arrays nested 7,000 deep',
    request: raw('/api/login_check', `${'['.repeat(7000)}${']'.repeat(7000)}`, 'application/json'),
    status: 400,
    message: JSON_TOO_DEEP,
  },
  {
    name: 'register: objects nested 1,500 deep',
    request: raw('/api/register', `${'{"email":'.repeat(1500)}1${'}'.repeat(1500)}`, 'application/json'),
    status: 400,
    message: JSON_TOO_DEEP,
  },
  // Device cookies (decision 044): whatever the Cookie header holds, an unknown browser's 401.
  ...(
    [
      ['garbage', 'congres_device=%00%ff<script>'],
      ['an id past the largest integer', `congres_device=v1.99999999999999999.${'A'.repeat(22)}.${'B'.repeat(43)}`],
      ['of 9,000 characters', `congres_device=${'v'.repeat(9000)}`],
      ['repeated, the first forged', `congres_device=v1.1.${'A'.repeat(22)}.${'B'.repeat(43)}; congres_device=x`],
      ['with no value', 'congres_device'],
    ] as const
  ).map(([what, cookie]): HostileRow => ({
    name: `login: device cookie ${what}`,
    request: json('/api/login_check', { email: 'personne@exemple.fr', password: 'devine' }, { cookie }),
    status: 401,
    message: BAD_CREDENTIALS,
  })),
  {
    name: 'login: JSON null',
    request: raw('/api/login_check', 'null', 'application/json'),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'forgot-password: JSON string',
    request: json('/api/forgot-password', 'a@b.fr'),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'register: invalid UTF-8 bytes',
    request: raw('/api/register', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'application/json'),
    status: 400,
    message: /^Le (corps|champ)/,
  },
  // Wrong content types.
  {
    name: 'register: text/plain',
    request: raw('/api/register', JSON.stringify(account({})), 'text/plain'),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'login: form-urlencoded',
    request: raw('/api/login_check', 'email=a%40b.fr&password=x', 'application/x-www-form-urlencoded'),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'register: multipart form',
    request: raw('/api/register', handMadeForm([fieldPart('email', 'a@b.fr')]).payload, handMadeForm([]).contentType),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'forgot-password: no content type',
    request: raw('/api/forgot-password', '{"email":"a@b.fr"}'),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'login: XML',
    request: raw('/api/login_check', '<login><email>a@b.fr</email></login>', 'application/xml'),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'upload: JSON instead of multipart',
    request: (c) => json('/api/upload-photo', { images: ['x'] }, bearer(c.token)),
    status: 415,
    message: 'Envoyez les images en multipart/form-data, dans le champ images[].',
  },
  // Bodies over the limit.
  {
    name: 'register: 100 kB JSON body',
    request: json('/api/register', account({ username: 'x'.repeat(100_000) })),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'login: 1 MB JSON body',
    request: json('/api/login_check', { email: 'a@b.fr', password: 'p'.repeat(1_000_000) }),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'upload: one file over 1 MB',
    request: (c) => c.upload([{ name: 'gros.jpg', data: Buffer.concat([c.jpeg, Buffer.alloc(1_100_000)]) }], c.token),
    status: 413,
    message: NOTHING_PUBLISHED,
  },
  // Missing, extra and wrongly typed fields.
  {
    name: 'register: no email',
    request: json('/api/register', { username: 'A', password: 'correct horse battery' }),
    status: 400,
    message: 'Le champ « email » est obligatoire.',
  },
  {
    name: 'register: no password',
    request: json('/api/register', { email: 'a@b.fr', username: 'A' }),
    status: 400,
    message: 'Le champ « password » est obligatoire.',
  },
  {
    name: 'register: empty object',
    request: json('/api/register', {}),
    status: 400,
    message: /^Le champ « (email|username|password) » est obligatoire\.$/,
  },
  {
    name: 'register: email as a number',
    request: json('/api/register', account({ email: 42 })),
    status: 400,
    message: 'Le champ « email » doit être de type texte.',
  },
  {
    name: 'register: password as an object',
    request: json('/api/register', account({ password: { $gt: '' } })),
    status: 400,
    message: 'Le champ « password » doit être de type texte.',
  },
  {
    name: 'register: username as an array',
    request: json('/api/register', account({ username: ['a', 'b'] })),
    status: 400,
    message: 'Le champ « username » doit être de type texte.',
  },
  {
    name: 'login: password as true',
    request: json('/api/login_check', { email: 'cible@exemple.fr', password: true }),
    status: 400,
    message: 'Le champ « password » doit être de type texte.',
  },
  {
    name: 'login: email null',
    request: json('/api/login_check', { email: null, password: 'x' }),
    status: 400,
    message: 'Le champ « email » doit être de type texte.',
  },
  {
    name: 'register: extra "id" and "role" are dropped, not obeyed',
    request: json('/api/register', account({ email: 'extra@exemple.fr', id: 1, role: 'admin' })),
    status: 201,
    creates: { users: 1 },
    check: (res) =>
      expect(res.json()).toEqual({
        id: expect.any(Number) as number,
        email: 'extra@exemple.fr',
        username: 'Nouveau Venu',
      }),
  },
  {
    name: 'register: password too short',
    request: json('/api/register', account({ password: 'court' })),
    status: 400,
    message: 'Le champ « password » doit contenir au moins 8 caractères.',
  },
  {
    name: 'register: empty username',
    request: json('/api/register', account({ username: '   ' })),
    status: 400,
    message: 'Le champ « username » ne doit pas être vide.',
  },
  {
    name: 'reset-password: password missing',
    request: json('/api/reset-password/abc', {}),
    status: 400,
    message: 'Le champ « password » est obligatoire.',
  },
  // Long and odd strings.
  {
    name: 'register: 10,000-character name',
    request: json('/api/register', account({ username: longName })),
    status: 400,
    message: 'Le champ « username » doit contenir au plus 100 caractères.',
  },
  {
    name: 'register: 10,000-character email',
    request: json('/api/register', account({ email: `${longName}@exemple.fr` })),
    status: 400,
    message: /^Le champ « email » doit (contenir au plus 254 caractères|être une adresse e-mail valide)\.$/,
  },
  {
    name: 'login: 10,000-character password',
    request: json('/api/login_check', { email: 'cible@exemple.fr', password: longName }),
    status: 400,
    message: 'Le champ « password » doit contenir au plus 128 caractères.',
  },
  {
    name: 'register: NUL byte in the email',
    request: json('/api/register', account({ email: 'nul\u0000@exemple.fr' })),
    status: 400,
    message: 'Le champ « email » doit être une adresse e-mail valide.',
  },
  {
    name: 'register: NUL byte in the name',
    request: json('/api/register', account({ username: 'Ali\u0000ce' })),
    status: 400,
    message: CONTROL_CHARS,
  },
  {
    name: 'register: line breaks in the name',
    request: json('/api/register', account({ username: 'Alice\r\nBcc: x@y.fr' })),
    status: 400,
    message: CONTROL_CHARS,
  },
  {
    name: 'register: a line separator (U+2028) in the name',
    request: json('/api/register', account({ username: 'Alice\u2028Bcc: x@y.fr' })),
    status: 400,
    message: CONTROL_CHARS,
  },
  {
    name: 'register: a paragraph separator (U+2029) in the name',
    request: json('/api/register', account({ username: 'Alice\u2029Dupont' })),
    status: 400,
    message: CONTROL_CHARS,
  },
  {
    name: 'login: NUL byte in the password',
    request: json('/api/login_check', { email: 'cible@exemple.fr', password: 'correct\u0000horse' }),
    status: 401,
    message: BAD_CREDENTIALS,
  },
  {
    name: 'login: emoji and right-to-left email',
    request: json('/api/login_check', { email: '👩‍⚕️\u202E@exemple.fr', password: 'x' }),
    status: 401,
    message: BAD_CREDENTIALS,
  },
  {
    name: 'forgot-password: right-to-left override in the email',
    request: json('/api/forgot-password', { email: 'rf.elpmexe@\u202Eabc' }),
    status: 400,
    message: 'Le champ « email » doit être une adresse e-mail valide.',
  },
  // SQL injection.
  {
    name: "login: ' OR 1=1 -- as email",
    request: json('/api/login_check', { email: "' OR 1=1 --", password: 'x' }),
    status: 401,
    message: BAD_CREDENTIALS,
  },
  {
    name: 'login: injection in the password',
    request: json('/api/login_check', { email: 'cible@exemple.fr', password: "' OR '1'='1" }),
    status: 401,
    message: BAD_CREDENTIALS,
  },
  {
    name: 'forgot-password: UNION SELECT',
    request: json('/api/forgot-password', { email: "x' UNION SELECT password_hash FROM users--@exemple.fr" }),
    status: 400,
    message: 'Le champ « email » doit être une adresse e-mail valide.',
  },
  {
    name: 'forgot-password: unknown but well-formed email',
    request: json('/api/forgot-password', { email: "o'brien@exemple.fr" }),
    status: 404,
    message: 'Utilisateur non trouvé',
  },
  {
    name: 'reset-password: injection in the token',
    request: json('/api/reset-password/%27%20OR%201%3D1--', { password: 'correct horse battery' }),
    status: 400,
    message: INVALID_RESET,
  },
  {
    name: 'photos list: injection in the query string',
    request: get("/api/photos?page=1';DROP TABLE photos;--"),
    status: 200,
    check: noLeak,
  },
  // Paging parameters of the photo list: each refused with what to send instead.
  ...(
    [
      ['0', '/api/photos?limit=0'],
      ['1000', '/api/photos?limit=1000'],
      ['101, one over the maximum', '/api/photos?limit=101'],
      ['abc', '/api/photos?limit=abc'],
      ['empty', '/api/photos?limit='],
      ['-1', '/api/photos?limit=-1'],
      ['12.5', '/api/photos?limit=12.5'],
      ['1e2', '/api/photos?limit=1e2'],
      ['012', '/api/photos?limit=012'],
      ['with a valid cursor', '/api/photos?limit=abc&before=5'],
    ] as const
  ).map(([what, url]): HostileRow => ({
    name: `photos page: limit ${what}`,
    request: get(url),
    status: 400,
    message: BAD_LIMIT,
  })),
  ...(
    [
      ['garbage', '/api/photos?before=garbage'],
      ['-1', '/api/photos?before=-1'],
      ['0', '/api/photos?before=0'],
      ['empty', '/api/photos?limit=12&before='],
      ['an injection', '/api/photos?limit=12&before=1%20OR%201%3D1'],
      ['past the largest id', '/api/photos?before=99999999999999999999'],
      ['of 2,000 characters', `/api/photos?before=${'9'.repeat(2000)}`],
      ['in base64', '/api/photos?before=MTIz'],
    ] as const
  ).map(([what, url]): HostileRow => ({
    name: `photos page: cursor ${what}`,
    request: get(url),
    status: 400,
    message: BAD_CURSOR,
  })),
  ...(
    [
      ['-1', '/api/photos?offset=-1'],
      ['abc', '/api/photos?limit=12&offset=abc'],
      ['empty', '/api/photos?offset='],
      ['12.5', '/api/photos?offset=12.5'],
      ['012', '/api/photos?offset=012'],
      ['past the maximum', '/api/photos?offset=1000001'],
      ['of 2,000 characters', `/api/photos?offset=${'9'.repeat(2000)}`],
      ['an injection', '/api/photos?offset=1%3BDROP%20TABLE%20photos'],
    ] as const
  ).map(([what, url]): HostileRow => ({
    name: `photos page: offset ${what}`,
    request: get(url),
    status: 400,
    message: BAD_OFFSET,
  })),
  {
    name: 'photos page: offset with a cursor',
    request: get('/api/photos?limit=12&offset=12&before=5'),
    status: 400,
    message: OFFSET_WITH_CURSOR,
  },
  {
    name: 'photos page: offset given twice',
    request: get('/api/photos?offset=0&offset=12'),
    status: 400,
    message: 'Le paramètre « offset » est donné plusieurs fois : donnez-le une seule fois.',
  },
  {
    name: 'photos page: limit given twice',
    request: get('/api/photos?limit=12&limit=1000'),
    status: 400,
    message: 'Le paramètre « limit » est donné plusieurs fois : donnez-le une seule fois.',
  },
  {
    name: 'photos page: cursor given twice',
    request: get('/api/photos?limit=12&before=5&before=6'),
    status: 400,
    message: 'Le paramètre « before » est donné plusieurs fois : donnez-le une seule fois.',
  },
  // Reset links.
  {
    name: 'reset-password: made-up token',
    request: json('/api/reset-password/0123456789abcdef', { password: 'correct horse battery' }),
    status: 400,
    message: INVALID_RESET,
  },
  {
    name: 'reset-password: 500-character token',
    request: json(`/api/reset-password/${'a'.repeat(500)}`, { password: 'correct horse battery' }),
    status: 400,
    message: INVALID_RESET,
  },
  {
    name: 'reset-password: 2,000-character token',
    request: json(`/api/reset-password/${'a'.repeat(2000)}`, { password: 'correct horse battery' }),
    status: 414,
    message: 'L’adresse demandée est trop longue.',
  },
  {
    name: 'reset-password: empty token',
    request: json('/api/reset-password/', { password: 'correct horse battery' }),
    status: 400,
    message: INVALID_RESET,
  },
  // Methods and unknown API routes: a path served with other methods is a 405 naming them.
  {
    name: 'GET on a POST route',
    request: get('/api/register'),
    status: 405,
    message: 'La méthode GET n’est pas acceptée à cette adresse (méthodes acceptées : POST).',
    check: allows('OPTIONS, POST'),
  },
  {
    name: 'PUT /api/photos',
    request: { method: 'PUT', url: '/api/photos', payload: {} },
    status: 405,
    message: 'La méthode PUT n’est pas acceptée à cette adresse (méthodes acceptées : GET, HEAD).',
    check: allows('GET, HEAD, OPTIONS'),
  },
  {
    name: 'TRACE on a page',
    request: { method: 'TRACE', url: '/' },
    status: 405,
    message: 'La méthode TRACE n’est pas acceptée à cette adresse (méthodes acceptées : GET, HEAD).',
    check: allows('GET, HEAD, OPTIONS'),
  },
  {
    name: 'TRACE on a client route, with a header to echo',
    request: { method: 'TRACE', url: '/vos-photos', headers: { authorization: 'Bearer secret-to-echo' } },
    status: 405,
    check: (res) => {
      allows('GET, HEAD, OPTIONS')(res);
      expect(res.body).not.toContain('secret-to-echo');
    },
  },
  {
    name: 'TRACE on the upload route',
    request: { method: 'TRACE', url: '/api/upload-photo' },
    status: 405,
    message: 'La méthode TRACE n’est pas acceptée à cette adresse (méthodes acceptées : POST).',
    check: allows('OPTIONS, POST'),
  },
  {
    name: 'PROPFIND on a photo',
    request: { method: 'PROPFIND', url: '/uploads/photos/00000000-0000-0000-0000-000000000000.jpg' },
    status: 405,
    check: allows('GET, HEAD, OPTIONS'),
  },
  {
    name: 'DELETE on a reset link',
    request: { method: 'DELETE', url: '/api/reset-password/abc' },
    status: 405,
    check: allows('OPTIONS, POST'),
  },
  // The live stream: only GET, and only ids it sends; a refusal comes before any stream.
  {
    name: 'events: Last-Event-ID that is not an id',
    request: get('/api/events', { 'last-event-id': "1' OR '1'='1" }),
    status: 400,
    message: BAD_LAST_EVENT_ID,
    check: (res) => expect(res.headers['content-type']).toMatch(/^application\/json/),
  },
  {
    name: 'events: a negative Last-Event-ID',
    request: get('/api/events', { 'last-event-id': '-5' }),
    status: 400,
    message: BAD_LAST_EVENT_ID,
  },
  {
    name: 'events: a Last-Event-ID past a safe integer',
    request: get('/api/events', { 'last-event-id': '9'.repeat(400) }),
    status: 400,
    message: BAD_LAST_EVENT_ID,
  },
  {
    name: 'events: ?lastEventId= that is not an id',
    request: get('/api/events?lastEventId=%3Cscript%3E'),
    status: 400,
    message: BAD_LAST_EVENT_ID,
  },
  {
    name: 'events: ?lastEventId= given twice',
    request: get('/api/events?lastEventId=1&lastEventId=2'),
    status: 400,
    message: BAD_LAST_EVENT_ID,
  },
  {
    name: 'POST /api/events',
    request: { method: 'POST', url: '/api/events', payload: { event: 'photo-published' } },
    status: 405,
    message: 'La méthode POST n’est pas acceptée à cette adresse (méthodes acceptées : GET, HEAD).',
    check: allows('GET, HEAD, OPTIONS'),
  },
  {
    name: 'HEAD /api/events: the headers, no stream held open',
    request: { method: 'HEAD', url: '/api/events' },
    status: 200,
    check: (res) => {
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.body).toBe('');
    },
  },
  {
    name: 'TRACE on an unknown path is a 404, not a 405',
    request: { method: 'TRACE', url: '/api/admin' },
    status: 404,
    message: NOT_FOUND_API,
  },
  { name: 'unknown API route', request: get('/api/admin'), status: 404, message: NOT_FOUND_API },
  {
    name: 'health with a body and odd headers',
    request: {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': '1.2.3.4, <script>', host: 'evil.example' },
    },
    status: 200,
  },
  {
    name: 'cross-origin preflight is not answered with CORS headers',
    request: {
      method: 'OPTIONS',
      url: '/api/login_check',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    },
    // CORS_ORIGINS is empty here: OPTIONS gets the path's methods, and no CORS header.
    status: 204,
    check: (res) => {
      noCors(res);
      allows('OPTIONS, POST')(res);
    },
  },
  {
    name: 'cross-origin login gets no CORS header',
    request: json('/api/login_check', { email: 'x@exemple.fr', password: 'x' }, { origin: 'https://evil.example' }),
    status: 401,
    message: BAD_CREDENTIALS,
    check: noCors,
  },
  // JWT attacks (on logout and upload, the guarded routes).
  { name: 'logout: no token', request: { method: 'POST', url: '/api/logout' }, status: 401, message: UNAUTHORIZED },
  {
    name: 'logout: empty bearer',
    request: { method: 'POST', url: '/api/logout', headers: { authorization: 'Bearer ' } },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'logout: garbage token',
    request: { method: 'POST', url: '/api/logout', headers: bearer('not.a.jwt') },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'logout: Basic credentials',
    request: { method: 'POST', url: '/api/logout', headers: { authorization: 'Basic Y2libGU6cGFzcw==' } },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'logout: alg none',
    request: (c) => ({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${c.token.split('.')[1]}.`),
    }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'logout: signed with another key',
    request: (c) => ({ method: 'POST', url: '/api/logout', headers: bearer(c.wrongKey) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'logout: payload changed, signature kept',
    request: (c) => {
      const [h, p, s] = c.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
      return { method: 'POST', url: '/api/logout', headers: bearer(`${h}.${b64({ ...claims, sub: '999' })}.${s}`) };
    },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'logout: expired token',
    request: (c) => ({ method: 'POST', url: '/api/logout', headers: bearer(c.expired) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'logout: revoked token',
    request: (c) => ({ method: 'POST', url: '/api/logout', headers: bearer(c.revoked) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'upload: forged token for another user',
    request: (c) => c.upload([{ name: 'a.jpg', data: c.jpeg }], c.otherUser),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'upload: 8 kB token',
    request: (c) => c.upload([{ name: 'a.jpg', data: c.jpeg }], 'a'.repeat(8000)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'upload: HS256 token signed with an empty key',
    request: (c) => ({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(`${c.token.split('.').slice(0, 2).join('.')}.`),
    }),
    status: 401,
    message: UNAUTHORIZED,
  },
  // Idempotency keys (decision 047): refused before the body is read, nothing recorded.
  ...(
    [
      ['too short', 'abc'],
      ['129 characters', 'k'.repeat(129)],
      ['a space and a quote', "cle avec ' espace"],
      ['SQL', "x'); DROP TABLE photos;--"],
      ['accented letters', 'clé-accentuée-123'],
      ['empty', ''],
    ] as const
  ).map(([what, key]): HostileRow => ({
    name: `upload: Idempotency-Key ${what}`,
    request: (c) => keyedUpload(c, key),
    status: 400,
    message: BAD_KEY,
  })),
  {
    name: 'upload: Idempotency-Key sent twice',
    request: async (c) => {
      const request = await keyedUpload(c, 'cle-valide-1');
      // Node joins repeated headers with ", ": not one key any more.
      return {
        ...request,
        headers: {
          ...(request.headers as Record<string, string>),
          'idempotency-key': ['cle-valide-1', 'cle-valide-2'],
        },
      };
    },
    status: 400,
    message: BAD_KEY,
  },
  // Multipart abuse.
  {
    name: 'upload: the file in another field',
    request: (c) => c.upload([{ name: 'a.jpg', data: c.jpeg, field: 'avatar' }], c.token),
    status: 400,
    message: NOTHING_PUBLISHED,
  },
  {
    name: 'upload: zero-byte file',
    request: (c) => c.upload([{ name: 'vide.jpg', data: Buffer.alloc(0) }], c.token),
    status: 400,
    message: NOTHING_PUBLISHED,
  },
  {
    name: 'upload: a PDF that says it is a JPEG',
    request: (c) => c.upload([{ name: 'photo.jpg', data: c.pdf, type: 'image/jpeg' }], c.token),
    status: 415,
    message: NOTHING_PUBLISHED,
  },
  {
    name: 'upload: an SVG with script',
    request: (c) => c.upload([{ name: 'photo.svg', data: c.svg, type: 'image/svg+xml' }], c.token),
    status: 415,
    message: NOTHING_PUBLISHED,
  },
  {
    // Decision 045: within the pixel limit, yet its estimated work (16 bits, interlaced) is over the bound.
    name: 'upload: a 27-megapixel 16-bit interlaced PNG',
    request: async (c) => c.upload([{ name: 'lourde.png', data: await interlacedPng(5200, 16) }], c.token),
    status: 400,
    message: NOTHING_PUBLISHED,
  },
  {
    // Decision 048: a HEIC is sized from its header before libheif decodes anything.
    name: 'upload: a HEIC whose header declares 10,000 × 8,000 pixels',
    request: async (c) => {
      const heic = withDeclaredSize(await heifEnc(await solidImage('jpeg', 640, 480)), 10_000, 8_000);
      return c.upload([{ name: 'bombe.heic', data: heic, type: 'image/heic' }], c.token);
    },
    status: 400,
    message: NOTHING_PUBLISHED,
    check: (res) =>
      expect(res.json<{ refused: { reason: string }[] }>().refused[0]?.reason).toMatch(/^L’image est trop grande/),
  },
  {
    name: 'upload: a JPEG head with junk after it',
    request: (c) =>
      c.upload([{ name: 'faux.jpg', data: Buffer.concat([c.jpeg.subarray(0, 20), Buffer.alloc(500, 7)]) }], c.token),
    status: 400,
    message: NOTHING_PUBLISHED,
  },
  {
    name: 'upload: a path in the file name',
    request: (c) => c.upload([{ name: '../../../etc/passwd', data: c.pdf }], c.token),
    status: 415,
    message: NOTHING_PUBLISHED,
    check: (res) => expect(res.json<{ refused: { name: string }[] }>().refused[0]?.name).toBe('passwd'),
  },
  {
    name: 'upload: no part at all',
    request: () => {
      const form = handMadeForm([]);
      return raw('/api/upload-photo', form.payload, form.contentType);
    },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'upload: only text fields',
    request: (c) => {
      const form = handMadeForm([fieldPart('titre', 'x')]);
      return {
        ...raw('/api/upload-photo', form.payload, form.contentType),
        headers: { 'content-type': form.contentType, ...bearer(c.token) },
      };
    },
    status: 400,
    message: 'Aucune image sélectionnée.',
  },
  {
    name: 'upload: 300 text fields',
    request: (c) => {
      const form = handMadeForm(Array.from({ length: 300 }, (_v, i) => fieldPart(`f${i}`, 'x')));
      return {
        ...raw('/api/upload-photo', form.payload, form.contentType),
        headers: { 'content-type': form.contentType, ...bearer(c.token) },
      };
    },
    status: 400,
    message: MALFORMED_FORM,
  },
  {
    name: 'upload: 300 files',
    request: (c) =>
      c.upload(
        Array.from({ length: 300 }, (_v, i) => ({ name: `p${i}.jpg`, data: Buffer.from('x') })),
        c.token,
      ),
    status: 413,
    message: 'Trop de fichiers : 20 images au plus par envoi. Aucune image n’a été publiée.',
  },
  {
    name: 'upload: body cut off mid-part',
    request: (c) => {
      const form = handMadeForm([
        `Content-Disposition: form-data; name="images[]"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${c.jpeg.toString('latin1')}`,
      ]);
      return {
        ...raw('/api/upload-photo', form.payload.subarray(0, 200), form.contentType),
        headers: { 'content-type': form.contentType, ...bearer(c.token) },
      };
    },
    status: 400,
    message: MALFORMED_FORM,
  },
  {
    name: 'upload: multipart without a boundary',
    request: (c) => ({
      ...raw('/api/upload-photo', 'abc', 'multipart/form-data'),
      headers: { 'content-type': 'multipart/form-data', ...bearer(c.token) },
    }),
    status: 400,
    message: MALFORMED_FORM,
  },
  {
    name: 'upload: one good photo among bad files is published alone',
    request: (c) =>
      c.upload(
        [
          { name: 'a.pdf', data: c.pdf },
          { name: 'ok.jpg', data: c.jpeg },
          { name: 'vide.jpg', data: Buffer.alloc(0) },
        ],
        c.token,
      ),
    status: 201,
    creates: { photos: 1 },
  },
  // Path traversal and odd paths on the file routes.
  {
    name: 'uploads: ../ to the database',
    request: get('/uploads/photos/../../congres.sqlite'),
    status: 404,
    message: NO_FILE,
  },
  {
    name: 'uploads: %2e%2e to the database',
    request: get('/uploads/photos/%2e%2e/%2e%2e/congres.sqlite'),
    status: 404,
    message: NO_FILE,
  },
  {
    name: 'uploads: double-encoded %252e',
    request: get('/uploads/photos/%252e%252e/%252e%252e/jwt-secret'),
    status: 404,
    message: NO_FILE,
  },
  {
    name: 'uploads: encoded slash',
    request: get('/uploads/photos/..%2f..%2fjwt-secret'),
    status: 404,
    message: NO_FILE,
  },
  {
    name: 'uploads: backslashes',
    request: get('/uploads/photos/..\\..\\jwt-secret'),
    status: 404,
    message: NOT_SERVED,
  },
  {
    name: 'uploads: encoded backslashes',
    request: get('/uploads/photos/..%5c..%5cjwt-secret'),
    status: 404,
    message: NO_FILE,
  },
  {
    name: 'uploads: null byte',
    request: get('/uploads/photos/00000000-0000-0000-0000-000000000000.jpg%00.txt'),
    status: 404,
    message: NO_FILE,
  },
  {
    name: 'uploads: a temporary dotfile',
    request: get('/uploads/photos/.00000000-0000-0000-0000-000000000000.jpg.tmp'),
    status: 404,
    message: NO_FILE,
  },
  { name: 'uploads: folder listing', request: get('/uploads/photos/'), status: 404, message: NO_FILE },
  { name: 'uploads: thumbs listing', request: get('/uploads/photos/thumbs/'), status: 404, message: NO_FILE },
  { name: 'uploads: the incoming folder', request: get('/uploads/incoming/'), status: 404, message: NO_FILE },
  { name: 'assets: ../ out of the build', request: get('/assets/../../etc/passwd'), status: 404, message: NOT_SERVED },
  {
    name: 'assets: %2e%2e out of the build',
    request: get('/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd'),
    status: 404,
    message: NOT_SERVED,
  },
  {
    name: 'client route: malformed percent-encoding',
    request: get('/vos-photos/%E0%A4%A'),
    status: 400,
    message: 'L’adresse demandée est mal formée.',
  },
  {
    name: 'client route: script in the path',
    request: get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E'),
    status: 404,
    check: (res) => expect(res.body).not.toContain('<script>alert'),
  },
  {
    name: 'client route: 4,000-character path',
    request: get(`/${'a'.repeat(4000)}`),
    // An unknown route like any other: the app (its French 404 page) with a 404 status, and
    // no file lookup on the way (the build's files are routes of their own).
    status: 404,
    check: (res) => expect(res.body).toContain('<div id="root">'),
  },
  // Deleting a photo (decision 014).
  {
    name: 'delete photo: no token',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.otherPhoto}` }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'delete photo: expired token',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.ownPhoto}`, headers: bearer(c.expired) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'delete photo: revoked token',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.ownPhoto}`, headers: bearer(c.revoked) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'delete photo: token forged for another user',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.otherPhoto}`, headers: bearer(c.otherUser) }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: "delete photo: another user's photo",
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.otherPhoto}`, headers: bearer(c.token) }),
    status: 403,
    message: NOT_YOUR_PHOTO,
  },
  {
    name: "delete photo: another user's photo with a forged organiser role",
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.otherPhoto}`, headers: bearer(c.forgedRole) }),
    status: 403,
    message: NOT_YOUR_PHOTO,
  },
  {
    name: 'delete photo: unknown id',
    request: (c) => ({ method: 'DELETE', url: '/api/photos/987654', headers: bearer(c.token) }),
    status: 404,
    message: PHOTO_NOT_FOUND,
  },
  ...['abc', '-1', '0', '1.5', '1e3', '0x1', '99999999999999999999', '1%20OR%201%3D1', '1;DROP%20TABLE%20photos'].map(
    (id): HostileRow => ({
      name: `delete photo: malformed id "${decodeURIComponent(id)}"`,
      request: (c) => ({ method: 'DELETE', url: `/api/photos/${id}`, headers: bearer(c.token) }),
      status: 404,
      message: PHOTO_NOT_FOUND,
    }),
  ),
  {
    name: 'delete photo: 300-digit id',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${'9'.repeat(300)}`, headers: bearer(c.token) }),
    status: 404,
    message: PHOTO_NOT_FOUND,
  },
  {
    name: 'delete photo: 600-character id',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${'1'.repeat(600)}`, headers: bearer(c.token) }),
    status: 414,
    message: URL_TOO_LONG,
  },
  {
    name: 'delete photo: encoded path traversal as the id',
    request: (c) => ({ method: 'DELETE', url: '/api/photos/..%2F..%2Fcongres.sqlite', headers: bearer(c.token) }),
    status: 404,
    message: PHOTO_NOT_FOUND,
  },
  // Reporting a photo.
  {
    name: 'report: no token',
    request: (c) => send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: 'Je suis dessus.' }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'report: expired token',
    request: (c) => send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: 'Motif' }, bearer(c.expired)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'report: unknown photo',
    request: (c) => send('POST', '/api/photos/987654/report', { reason: 'Motif' }, bearer(c.token)),
    status: 404,
    message: PHOTO_NOT_FOUND,
  },
  {
    name: 'report: malformed id',
    request: (c) => send('POST', '/api/photos/abc/report', { reason: 'Motif' }, bearer(c.token)),
    status: 404,
    message: PHOTO_NOT_FOUND,
  },
  {
    name: "report: one's own photo",
    request: (c) => send('POST', `/api/photos/${c.ownPhoto}/report`, { reason: 'Motif' }, bearer(c.token)),
    status: 400,
    message: 'C’est votre photo : supprimez-la plutôt si vous ne voulez plus qu’elle soit publiée.',
  },
  {
    name: 'report: a 501-character reason',
    request: (c) => send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: 'r'.repeat(501) }, bearer(c.token)),
    status: 400,
    message: field('reason').atMost(500),
  },
  {
    name: 'report: a 100 kB reason',
    request: (c) =>
      send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: 'r'.repeat(100_000) }, bearer(c.token)),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'report: a blank reason',
    request: (c) => send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: ' \n\t ' }, bearer(c.token)),
    status: 400,
    message: field('reason').empty,
  },
  {
    name: 'report: no reason',
    request: (c) => send('POST', `/api/photos/${c.otherPhoto}/report`, {}, bearer(c.token)),
    status: 400,
    message: field('reason').missing,
  },
  {
    name: 'report: reason as an object',
    request: (c) => send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: { $ne: '' } }, bearer(c.token)),
    status: 400,
    message: field('reason').notText,
  },
  {
    name: 'report: NUL and escape characters in the reason',
    request: (c) =>
      send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: 'Motif\u0000\u001b[2J' }, bearer(c.token)),
    status: 400,
    message: field('reason').control,
  },
  {
    name: 'report: JSON array',
    request: (c) => send('POST', `/api/photos/${c.otherPhoto}/report`, [{ reason: 'Motif' }], bearer(c.token)),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'report: truncated JSON',
    request: (c) =>
      sendRaw('POST', `/api/photos/${c.otherPhoto}/report`, '{"reason":"Mot', 'application/json', bearer(c.token)),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'report: text/plain',
    request: (c) => sendRaw('POST', `/api/photos/${c.otherPhoto}/report`, 'Motif', 'text/plain', bearer(c.token)),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: "report: another user's photo is recorded",
    request: (c) =>
      send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: '<script>alert(1)</script>' }, bearer(c.token)),
    status: 201,
    message: 'Merci : votre signalement a été transmis aux organisateurs, qui vont examiner cette photo.',
    creates: { photo_reports: 1 },
  },
  {
    name: 'report: the same photo again',
    request: (c) => send('POST', `/api/photos/${c.otherPhoto}/report`, { reason: 'Encore' }, bearer(c.token)),
    status: 409,
    message: 'Vous avez déjà signalé cette photo : les organisateurs vont l’examiner.',
  },
  // The organisers' routes.
  { name: 'reports list: no token', request: get('/api/reports'), status: 401, message: UNAUTHORIZED },
  {
    name: 'reports list: an attendee',
    request: (c) => get('/api/reports', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'reports list: forged organiser role',
    request: (c) => get('/api/reports', bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'reports list: expired token',
    request: (c) => get('/api/reports', bearer(c.expired)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'keep photo: no token',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.otherPhoto}/reports` }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'keep photo: an attendee',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.otherPhoto}/reports`, headers: bearer(c.token) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'keep photo: forged organiser role',
    request: (c) => ({ method: 'DELETE', url: `/api/photos/${c.otherPhoto}/reports`, headers: bearer(c.forgedRole) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'keep photo: malformed id, by an attendee',
    request: (c) => ({ method: 'DELETE', url: '/api/photos/abc/reports', headers: bearer(c.token) }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  // The account.
  { name: 'account: no token', request: get('/api/account'), status: 401, message: UNAUTHORIZED },
  {
    name: 'account: revoked token',
    request: (c) => get('/api/account', bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'account: a download ticket as the bearer token',
    request: async (c) => get('/api/account', bearer(await c.ticket('account-export'))),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'rename: no token',
    request: send('PATCH', '/api/account', { username: 'Pirate' }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'rename: text/plain',
    request: (c) => sendRaw('PATCH', '/api/account', 'username=Pirate', 'text/plain', bearer(c.token)),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'rename: form-urlencoded',
    request: (c) =>
      sendRaw('PATCH', '/api/account', 'username=Pirate', 'application/x-www-form-urlencoded', bearer(c.token)),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'rename: JSON array',
    request: (c) => send('PATCH', '/api/account', [{ username: 'Pirate' }], bearer(c.token)),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'rename: JSON string',
    request: (c) => send('PATCH', '/api/account', 'Pirate', bearer(c.token)),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'rename: malformed JSON',
    request: (c) => sendRaw('PATCH', '/api/account', "{username: 'Pirate'}", 'application/json', bearer(c.token)),
    status: 400,
    message: INVALID_JSON,
  },
  {
    name: 'rename: empty JSON body',
    request: (c) => sendRaw('PATCH', '/api/account', '', 'application/json', bearer(c.token)),
    status: 400,
    message: 'Le corps de la requête est vide : envoyez un objet JSON.',
  },
  {
    name: 'rename: username as a number',
    request: (c) => send('PATCH', '/api/account', { username: 42 }, bearer(c.token)),
    status: 400,
    message: field('username').notText,
  },
  {
    name: 'rename: 10,000-character name',
    request: (c) => send('PATCH', '/api/account', { username: longName }, bearer(c.token)),
    status: 400,
    message: field('username').atMost(100),
  },
  {
    name: 'rename: a mail header in the name',
    request: (c) => send('PATCH', '/api/account', { username: 'Alice\r\nBcc: x@y.fr' }, bearer(c.token)),
    status: 400,
    message: CONTROL_CHARS,
  },
  {
    name: 'rename: a line separator (U+2028) in the name',
    request: (c) => send('PATCH', '/api/account', { username: 'Alice\u2028Dupont' }, bearer(c.token)),
    status: 400,
    message: CONTROL_CHARS,
  },
  {
    name: 'rename: a role instead of a name',
    request: (c) => send('PATCH', '/api/account', { role: 'organiser' }, bearer(c.token)),
    status: 400,
    message: field('username').missing,
  },
  {
    name: 'delete account: no token',
    request: send('DELETE', '/api/account', { password: 'correct horse battery' }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'delete account: token forged for another user',
    request: (c) => send('DELETE', '/api/account', { password: 'correct horse battery' }, bearer(c.otherUser)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'delete account: no body',
    request: (c) => ({ method: 'DELETE', url: '/api/account', headers: bearer(c.token) }),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'delete account: empty JSON body',
    request: (c) => sendRaw('DELETE', '/api/account', '', 'application/json', bearer(c.token)),
    status: 400,
    message: 'Le corps de la requête est vide : envoyez un objet JSON.',
  },
  {
    name: 'delete account: text/plain',
    request: (c) => sendRaw('DELETE', '/api/account', 'correct horse battery', 'text/plain', bearer(c.token)),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'delete account: JSON array',
    request: (c) => send('DELETE', '/api/account', ['correct horse battery'], bearer(c.token)),
    status: 400,
    message: NOT_AN_OBJECT,
  },
  {
    name: 'delete account: password as an object',
    request: (c) => send('DELETE', '/api/account', { password: { $gt: '' } }, bearer(c.token)),
    status: 400,
    message: field('password').notText,
  },
  {
    name: 'delete account: empty password',
    request: (c) => send('DELETE', '/api/account', { password: '' }, bearer(c.token)),
    status: 400,
    message: field('password').empty,
  },
  {
    name: 'delete account: 10,000-character password',
    request: (c) => send('DELETE', '/api/account', { password: longName }, bearer(c.token)),
    status: 400,
    message: field('password').atMost(128),
  },
  {
    name: 'delete account: wrong password',
    request: (c) => send('DELETE', '/api/account', { password: "' OR '1'='1" }, bearer(c.token)),
    status: 403,
    message: 'Mot de passe incorrect : votre compte n’a pas été supprimé.',
  },
  // Download tickets and the two zips.
  {
    name: 'download ticket: no token',
    request: send('POST', '/api/download-tickets', { download: 'account-export' }),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'download ticket: unknown download',
    request: (c) => send('POST', '/api/download-tickets', { download: '../../etc/passwd' }, bearer(c.token)),
    status: 400,
    message: /^Le champ « download » /,
  },
  {
    name: 'download ticket: text/plain',
    request: (c) => sendRaw('POST', '/api/download-tickets', 'account-export', 'text/plain', bearer(c.token)),
    status: 415,
    message: JSON_ONLY,
  },
  {
    name: 'download ticket: the archive, by an attendee',
    request: (c) => send('POST', '/api/download-tickets', { download: 'photo-archive' }, bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'download ticket: the archive, with a forged organiser role',
    request: (c) => send('POST', '/api/download-tickets', { download: 'photo-archive' }, bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'download ticket: its own export, stored nowhere',
    request: (c) => send('POST', '/api/download-tickets', { download: 'account-export' }, bearer(c.token)),
    status: 201,
    check: (res) => expect(res.json<{ url: string }>().url).toMatch(/^\/api\/account\/export\?ticket=[\w.-]+$/),
  },
  {
    name: 'export: bogus ticket',
    request: get('/api/account/export?ticket=pas-un-ticket'),
    status: 401,
    message: EXPIRED_DOWNLOAD,
  },
  {
    name: 'export: 4 kB ticket',
    request: get(`/api/account/export?ticket=${'a'.repeat(4000)}`),
    status: 401,
    message: EXPIRED_DOWNLOAD,
  },
  {
    name: 'export: a login token as the ticket',
    request: (c) => get(`/api/account/export?ticket=${c.token}`),
    status: 401,
    message: EXPIRED_DOWNLOAD,
  },
  {
    name: 'export: the ticket as a bearer token',
    request: async (c) => get('/api/account/export', bearer(await c.ticket('account-export'))),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'export: ticket for the other download',
    request: async (c) => get(`/api/account/export?ticket=${await c.ticket('photo-archive')}`),
    status: 401,
    message: EXPIRED_DOWNLOAD,
  },
  { name: 'archive: no token', request: get('/api/photos/archive'), status: 401, message: UNAUTHORIZED },
  {
    name: 'archive: bogus ticket',
    request: get('/api/photos/archive?ticket=pas-un-ticket'),
    status: 401,
    message: EXPIRED_DOWNLOAD,
  },
  {
    name: 'archive: two tickets',
    request: get('/api/photos/archive?ticket=a&ticket=b'),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'archive: an attendee',
    request: (c) => get('/api/photos/archive', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'archive: forged organiser role',
    request: (c) => get('/api/photos/archive', bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'archive: ticket for the other download',
    request: async (c) => get(`/api/photos/archive?ticket=${await c.ticket('account-export')}`),
    status: 401,
    message: EXPIRED_DOWNLOAD,
  },
  {
    name: 'archive: a genuine archive ticket made out to an attendee',
    request: async (c) => get(`/api/photos/archive?ticket=${await c.ticket('photo-archive')}`),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  ...programmeRows,
  ...announcementRows,
  ...contentRows,
  ...contentFileRows,
  ...figuresRows,
  ...uploadTicketRows,
  ...liveRows,
  ...wallRows,
  ...uploadUrlRows,
  ...slidesRows,
  ...teamRows,
  ...attendanceRows,
  ...certificateRows,
  ...quizRows,
  ...satisfactionRows,
  ...roomRows,
  // Resumable uploads (tus 1.0.0).
  {
    name: 'tus creation: no token',
    request: { method: 'POST', url: '/api/uploads', headers: tus({ 'upload-length': '100' }) },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'tus creation: no Tus-Resumable',
    request: (c) => ({ method: 'POST', url: '/api/uploads', headers: { ...bearer(c.token), 'upload-length': '100' } }),
    status: 412,
    message: TUS_VERSION,
  },
  {
    name: 'tus creation: another protocol version',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(c.token), 'tus-resumable': '0.2.2', 'upload-length': '100' },
    }),
    status: 412,
    message: TUS_VERSION,
  },
  {
    name: 'tus creation: Upload-Length over the photo size limit',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({ ...bearer(c.token), 'upload-length': String(2 * 1024 * 1024) }),
    }),
    status: 413,
    message: 'Le fichier dépasse 1 Mo : choisissez une photo plus légère.',
  },
  {
    name: 'tus creation: Upload-Length of 2^63',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({ ...bearer(c.token), 'upload-length': '9223372036854775808' }),
    }),
    status: 400,
    message: TUS_LENGTH,
  },
  {
    name: 'tus creation: negative Upload-Length',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({ ...bearer(c.token), 'upload-length': '-1' }),
    }),
    status: 400,
    message: TUS_LENGTH,
  },
  {
    name: 'tus creation: length deferred',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({ ...bearer(c.token), 'upload-defer-length': '1' }),
    }),
    status: 400,
    message: TUS_LENGTH,
  },
  {
    name: 'tus creation: empty file',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({ ...bearer(c.token), 'upload-length': '0' }),
    }),
    status: 400,
    message: 'Le fichier est vide : choisissez une photo.',
  },
  {
    name: 'tus creation: metadata not in base64',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({ ...bearer(c.token), 'upload-length': '100', 'upload-metadata': 'filename <script>' }),
    }),
    status: 400,
    message: TUS_METADATA,
  },
  {
    name: 'tus creation: a metadata name twice',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({
        ...bearer(c.token),
        'upload-length': '100',
        'upload-metadata': 'key YWJjZGVmZ2g=,key YWJjZGVmZ2g=',
      }),
    }),
    status: 400,
    message: TUS_METADATA,
  },
  {
    name: 'tus creation: idempotency key too short',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({
        ...bearer(c.token),
        'upload-length': '100',
        'upload-metadata': `key ${Buffer.from('abc').toString('base64')}`,
      }),
    }),
    status: 400,
    message: TUS_KEY,
  },
  {
    name: 'tus creation: idempotency key with a path in it',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({
        ...bearer(c.token),
        'upload-length': '100',
        'upload-metadata': `key ${Buffer.from('../../etc/passwd').toString('base64')}`,
      }),
    }),
    status: 400,
    message: TUS_KEY,
  },
  {
    name: 'tus creation: concatenation',
    request: (c) => ({
      method: 'POST',
      url: '/api/uploads',
      headers: tus({ ...bearer(c.token), 'upload-concat': 'final;/api/uploads/a /api/uploads/b' }),
    }),
    status: 400,
    message: /^L’assemblage de plusieurs envois/,
  },
  {
    name: 'tus HEAD: unknown upload',
    request: (c) => ({ method: 'HEAD', url: `/api/uploads/${'a'.repeat(32)}`, headers: tus(bearer(c.token)) }),
    status: 404,
  },
  {
    name: 'tus PATCH: unknown upload',
    request: (c) => tusPatch(`/api/uploads/${'a'.repeat(32)}`, c.token, 0, 'octets'),
    status: 404,
    message: TUS_NOT_FOUND,
  },
  {
    name: 'tus PATCH: a path instead of an id',
    request: (c) => tusPatch('/api/uploads/..%2F..%2Fusers', c.token, 0, 'octets'),
    status: 404,
    message: TUS_NOT_FOUND,
  },
  {
    name: 'tus PATCH: no token',
    request: async (c) => tusPatch(await c.openUpload(c.token, 10), '', 0, 'octets'),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'tus PATCH: another account’s upload',
    request: async (c) => tusPatch(await c.openUpload(c.otherToken, 10), c.token, 0, 'octets'),
    status: 404,
    message: TUS_NOT_FOUND,
  },
  {
    name: 'tus PATCH: wrong offset',
    request: async (c) => tusPatch(await c.openUpload(c.token, 10), c.token, 4, 'octets'),
    status: 409,
    message: /^La position annoncée \(« Upload-Offset »\)/,
  },
  {
    name: 'tus PATCH: negative offset',
    request: async (c) => tusPatch(await c.openUpload(c.token, 10), c.token, -1, 'octets'),
    status: 400,
    message: /^Indiquez dans l’en-tête « Upload-Offset »/,
  },
  {
    name: 'tus PATCH: more bytes than announced',
    request: async (c) => tusPatch(await c.openUpload(c.token, 4), c.token, 0, 'octets de trop'),
    status: 413,
    message: /^Les octets envoyés dépassent la taille annoncée/,
  },
  {
    name: 'tus PATCH: JSON instead of bytes',
    request: async (c) => ({
      ...tusPatch(await c.openUpload(c.token, 10), c.token, 0, '{"a":1}'),
      headers: tus({ ...bearer(c.token), 'upload-offset': '0', 'content-type': 'application/json' }),
    }),
    status: 415,
    message: /^Envoyez les octets de la photo/,
  },
  {
    name: 'tus DELETE: another account’s upload',
    request: async (c) => ({
      method: 'DELETE',
      url: await c.openUpload(c.otherToken, 10),
      headers: tus(bearer(c.token)),
    }),
    status: 404,
    message: TUS_NOT_FOUND,
  },
  {
    name: 'tus outcome: no token',
    request: get(`/api/uploads/${'a'.repeat(32)}/outcome`),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'tus outcome: another account’s upload',
    request: async (c) => get(`${await c.openUpload(c.otherToken, 10)}/outcome`, bearer(c.token)),
    status: 404,
    message: TUS_NOT_FOUND,
  },
  // Last: they publish version 2, and rows above draft and publish on version 1 as the newest.
  ...contentRestoreRows,
];
