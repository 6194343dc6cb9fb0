import { CONTENT_INVALID, SLIDES_MESSAGES } from '@congres/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { multipart } from '../gallery/support/multipart.js';
import { minimalPdf } from '../support/pdf.js';
import type { HostileContext, HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/content/slides with `data` as the field `file` (no token when `token` is empty). */
async function slides(data: Buffer, token: string, name = 'diapos.pdf'): Promise<InjectOptions> {
  const { payload, headers } = await multipart([{ name, data, type: 'application/pdf', field: 'file' }]);
  return {
    method: 'POST',
    url: '/api/content/slides',
    payload,
    headers: token === '' ? headers : { ...headers, ...bearer(token) },
  };
}

/** The seed with slot 0's slides set to `value`, saved as the draft by an organiser. */
const draftWithSlides = (c: HostileContext, value: unknown): InjectOptions => {
  const content = structuredClone(c.contentSeed) as unknown as { programme: Record<string, unknown>[] };
  content.programme[0]!.slides = value;
  return {
    method: 'PUT',
    url: '/api/content/draft',
    payload: JSON.stringify({ baseVersion: 1, content }),
    headers: { 'content-type': 'application/json', ...bearer(c.organiser) },
  };
};
const refuses =
  (path: string, message: string) =>
  (res: LightMyRequestResponse): void => {
    expect(res.json<{ problems: unknown }>().problems).toContainEqual({ path, message });
  };

/** Slides attached to programme slots (decision 084): organisers only, PDFs by their content, http(s) links. */
export const slidesRows: HostileRow[] = [
  {
    name: 'slides: a PDF without a token',
    request: async () => slides(minimalPdf('diapos'), ''),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'slides: a PDF from an attendee',
    request: async (c) => slides(minimalPdf('diapos'), c.token),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'slides: a PDF with a forged organiser role',
    request: async (c) => slides(minimalPdf('diapos'), c.forgedRole),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'slides: an HTML page renamed .pdf',
    request: async (c) =>
      slides(Buffer.from('<!doctype html><script>fetch("/api/account")</script>'), c.organiser, 'diapos.pdf'),
    status: 415,
    message: SLIDES_MESSAGES.notPdf,
  },
  {
    name: 'slides: an SVG with a script, named .pdf',
    request: async (c) => slides(c.svg, c.organiser, 'diapos.pdf'),
    status: 415,
    message: SLIDES_MESSAGES.notPdf,
  },
  {
    name: 'slides: a PDF header with no trailer (not a PDF)',
    request: async (c) => slides(c.pdf, c.organiser),
    status: 415,
    message: SLIDES_MESSAGES.notPdf,
  },
  {
    name: 'slides: a PDF over SLIDES_MAX_MB',
    request: async (c) => slides(minimalPdf('trop grand', 1024 * 1024 + 1), c.organiser),
    status: 413,
    message: SLIDES_MESSAGES.tooLarge(1),
  },
  {
    name: 'slides: JSON instead of a form',
    request: (c) => ({
      method: 'POST',
      url: '/api/content/slides',
      payload: JSON.stringify({ file: '%PDF-1.4' }),
      headers: { 'content-type': 'application/json', ...bearer(c.organiser) },
    }),
    status: 415,
    message: SLIDES_MESSAGES.notMultipart,
  },
  {
    name: 'slides: a javascript: link in a slot’s slides',
    request: (c) => draftWithSlides(c, { link: 'javascript:alert(document.cookie)' }),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/programme/0/slides/link', PROBLEM.link),
  },
  {
    name: 'slides: a slot’s PDF outside the slides',
    request: (c) => draftWithSlides(c, { pdf: { src: '/uploads/photos/x.jpg', name: 'x.pdf', bytes: 1 } }),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/programme/0/slides/pdf/src', PROBLEM.slidesPdf),
  },
  {
    name: 'slides: a script as a slot’s PDF name',
    request: (c) =>
      draftWithSlides(c, {
        pdf: { src: `/uploads/slides/${'c'.repeat(32)}.pdf`, name: '<img src=x onerror=alert(1)>', bytes: 1 },
      }),
    status: 400,
    message: CONTENT_INVALID,
    check: refuses('/programme/0/slides/pdf/name', PROBLEM.html),
  },
  {
    name: 'slides: a path climbing out of the slides',
    request: { method: 'GET', url: '/uploads/slides/..%2F..%2Fcongres.sqlite' },
    status: 404,
    message: 'Fichier introuvable.',
  },
  {
    name: 'GET /api/content/slides',
    request: (c) => ({ method: 'GET', url: '/api/content/slides', headers: bearer(c.organiser) }),
    status: 405,
    message: 'La méthode GET n’est pas acceptée à cette adresse (méthodes acceptées : POST).',
  },
];
