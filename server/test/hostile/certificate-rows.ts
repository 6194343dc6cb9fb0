import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const EXPIRED_DOWNLOAD =
  'Ce lien de téléchargement a expiré ou n’est pas valide : relancez le téléchargement depuis la page.';
const UNKNOWN_CODE = 'Aucun document ne porte ce code. Vérifiez sa saisie (10 caractères, par exemple 7K3QM-2XW9P).';
const NOTHING_SIGNED = /^Aucune attestation pour ce compte : vous n’avez signé/;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({ method: 'GET', url, headers });

/** The certificates and their public check (decision 095): nothing issued, nothing revealed. */
export const certificateRows: HostileRow[] = [
  { name: 'certificate: no token', request: get('/api/account/certificate.pdf'), status: 401, message: UNAUTHORIZED },
  {
    name: 'certificate: a revoked token',
    request: (c) => get('/api/account/certificate.pdf', bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'certificate: a token signed with another key',
    request: (c) => get('/api/account/certificate.pdf', bearer(c.wrongKey)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'certificate: a download ticket as the bearer token',
    request: async (c) => get('/api/account/certificate.pdf', bearer(await c.ticket('account-export'))),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    // An account that signed no half-day: no code is issued for it (evidence_codes unchanged).
    name: 'certificate: an attendee with nothing signed',
    request: (c) => get('/api/account/certificate.pdf', bearer(c.token)),
    status: 404,
    message: NOTHING_SIGNED,
  },
  {
    name: 'certificate: a user id in the query is ignored',
    request: (c) => get('/api/account/certificate.pdf?userId=1&user_id=1', bearer(c.token)),
    status: 404,
    message: NOTHING_SIGNED,
  },
  {
    name: 'certificates zip: no token',
    request: get('/api/attendance/certificates.zip'),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'certificates zip: an attendee',
    request: (c) => get('/api/attendance/certificates.zip', bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'certificates zip: forged organiser role',
    request: (c) => get('/api/attendance/certificates.zip', bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    // No half-day closed by its trainer (decision 103): an empty zip, and no code issued.
    name: 'certificates zip: the organiser, nothing closed yet',
    request: (c) => get('/api/attendance/certificates.zip', bearer(c.organiser)),
    status: 200,
    check: (res) => expect(res.headers['content-type']).toBe('application/zip'),
  },
  {
    name: 'certificates zip: bogus ticket',
    request: get('/api/attendance/certificates.zip?ticket=pas-un-ticket'),
    status: 401,
    message: EXPIRED_DOWNLOAD,
  },
  {
    name: 'certificates zip: ticket for another download',
    request: async (c) => get(`/api/attendance/certificates.zip?ticket=${await c.ticket('account-export')}`),
    status: 401,
    message: EXPIRED_DOWNLOAD,
  },
  {
    name: 'certificates zip: a genuine ticket made out to an attendee',
    request: async (c) => get(`/api/attendance/certificates.zip?ticket=${await c.ticket('certificates')}`),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'download ticket: the certificates, by an attendee',
    request: (c) => ({
      method: 'POST',
      url: '/api/download-tickets',
      payload: JSON.stringify({ download: 'certificates' }),
      headers: { 'content-type': 'application/json', ...bearer(c.token) },
    }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'verification: unknown code',
    request: get('/api/certificates/ZZZZZ-ZZZZZ'),
    status: 404,
    message: UNKNOWN_CODE,
  },
  {
    name: 'verification: SQL in the code',
    request: get(`/api/certificates/${encodeURIComponent("' OR '1'='1")}`),
    status: 404,
    message: UNKNOWN_CODE,
  },
  {
    name: 'verification: a LIKE wildcard',
    request: get('/api/certificates/%25%25%25%25%25-%25%25%25%25%25'),
    status: 404,
    message: UNKNOWN_CODE,
  },
  {
    name: 'verification: path traversal',
    request: get('/api/certificates/..%2F..%2Fetc%2Fpasswd'),
    status: 404,
    message: UNKNOWN_CODE,
  },
  {
    name: 'verification: a code of 500 characters',
    request: get(`/api/certificates/${'A'.repeat(500)}`),
    status: 404,
    message: UNKNOWN_CODE,
  },
  {
    name: 'verification: no code',
    request: get('/api/certificates/'),
    status: 404,
  },
  {
    name: 'verification: a POST',
    request: { method: 'POST', url: '/api/certificates/ZZZZZ-ZZZZZ' },
    status: 405,
  },
];
