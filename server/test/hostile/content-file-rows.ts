import {
  CONTENT_ARCHIVE_FORMAT,
  CONTENT_EXPORT_PATH,
  CONTENT_IMAGES_PATH,
  CONTENT_IMPORT_INVALID,
  CONTENT_IMPORT_PATH,
  type CongressContent,
} from '@congres/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ARCHIVE_PROBLEM } from '../../src/domain/content/content-archive.js';
import { IMAGE_REFUSAL } from '../../src/domain/content/content-image.js';
import { IMPORT_PROBLEM } from '../../src/domain/content/content-import.js';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { RECEIVE_PROBLEM } from '../../src/routes/api/content/receive-file.js';
import { SCRIPTED_SVG, filePost, zipOf } from '../content/transfer-support.js';
import { noisyPng } from '../gallery/support/images.js';
import type { HostileContext, HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';

/** An archive whose content.json is the seed with one change, and no image (the problems list those too). */
async function importOf(c: HostileContext, change: (content: CongressContent) => void) {
  const content = structuredClone(c.contentSeed);
  change(content);
  const zip = await zipOf({ 'content.json': JSON.stringify({ format: CONTENT_ARCHIVE_FORMAT, version: 1, content }) });
  return filePost(CONTENT_IMPORT_PATH, zip, c.organiser, { name: 'contenu.zip', type: 'application/zip' });
}
const problemListed =
  (path: string, message: string) =>
  (res: LightMyRequestResponse): void => {
    expect(res.json<{ problems: unknown }>().problems).toContainEqual({ path, message });
  };

/** The content's images, export and import (decisions 088, 089): organisers only, nothing run, nothing too large. */
export const contentFileRows: HostileRow[] = [
  {
    name: 'content image: uploaded without a token',
    request: async (c) => filePost(CONTENT_IMAGES_PATH, c.jpeg, null),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'content image: uploaded by an attendee',
    request: async (c) => filePost(CONTENT_IMAGES_PATH, c.jpeg, c.token),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content image: uploaded with a forged organiser role',
    request: async (c) => filePost(CONTENT_IMAGES_PATH, c.jpeg, c.forgedRole),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content image: an SVG with a script',
    request: async (c) =>
      filePost(CONTENT_IMAGES_PATH, SCRIPTED_SVG, c.organiser, { type: 'image/svg+xml', name: 'logo.svg' }),
    status: 415,
    message: IMAGE_REFUSAL.svgScript,
  },
  {
    name: 'content image: a PDF declared as a PNG',
    request: async (c) => filePost(CONTENT_IMAGES_PATH, c.pdf, c.organiser, { type: 'image/png', name: 'logo.png' }),
    status: 415,
    message: IMAGE_REFUSAL.notAnImage,
  },
  {
    name: 'content image: a file over the size limit',
    request: async (c) => filePost(CONTENT_IMAGES_PATH, await noisyPng(1200, 1000), c.organiser),
    status: 413,
    message: IMAGE_REFUSAL.tooLarge(1024 * 1024),
  },
  {
    name: 'content image: JSON instead of a form',
    request: (c) => ({
      method: 'POST',
      url: CONTENT_IMAGES_PATH,
      headers: { authorization: `Bearer ${c.organiser}`, 'content-type': 'application/json' },
      payload: '{"src":"javascript:alert(1)"}',
    }),
    status: 415,
    message: RECEIVE_PROBLEM.notMultipart,
  },
  {
    name: 'content export: without a token',
    request: { method: 'GET', url: CONTENT_EXPORT_PATH },
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'content export: by an attendee',
    request: (c) => ({ method: 'GET', url: CONTENT_EXPORT_PATH, headers: { authorization: `Bearer ${c.token}` } }),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content import: without a token',
    request: async (c) => filePost(CONTENT_IMPORT_PATH, c.pdf, null),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'content import: by an attendee',
    request: async (c) => filePost(CONTENT_IMPORT_PATH, c.pdf, c.token),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'content import: a file that is not a zip',
    request: async (c) => filePost(CONTENT_IMPORT_PATH, c.pdf, c.organiser, { type: 'application/zip' }),
    status: 400,
    message: CONTENT_IMPORT_INVALID,
    check: problemListed('archive', ARCHIVE_PROBLEM.notAZip),
  },
  {
    name: 'content import: no file in the form',
    request: async (c) => filePost(CONTENT_IMPORT_PATH, c.pdf, c.organiser, { field: 'images[]' }),
    status: 400,
    message: RECEIVE_PROBLEM.noFile,
  },
  {
    name: 'content import: a script in a slot’s title',
    request: (c) => importOf(c, (content) => (content.programme[0]!.title = '<script>alert(1)</script>')),
    status: 400,
    message: CONTENT_IMPORT_INVALID,
    check: problemListed('/programme/0/title', PROBLEM.html),
  },
  {
    name: 'content import: HTML in a partner’s name',
    request: (c) => importOf(c, (content) => (content.partners[0]!.name = '<img src=x onerror=alert(1)>')),
    status: 400,
    message: CONTENT_IMPORT_INVALID,
    check: problemListed('/partners/0/name', PROBLEM.html),
  },
  {
    name: 'content import: a javascript: link to the dinner',
    request: (c) => importOf(c, (content) => (content.meals.dinner.website = 'javascript:alert(1)')),
    status: 400,
    message: CONTENT_IMPORT_INVALID,
    check: problemListed('/meals/dinner/website', PROBLEM.link),
  },
  {
    name: 'content import: content.json nested 10,000 deep',
    request: async (c) => {
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      const zip = await zipOf({
        'content.json': `{"format":"${CONTENT_ARCHIVE_FORMAT}","version":1,"content":${deep}}`,
      });
      return filePost(CONTENT_IMPORT_PATH, zip, c.organiser, { type: 'application/zip' });
    },
    status: 400,
    message: CONTENT_IMPORT_INVALID,
    check: problemListed('content.json', IMPORT_PROBLEM.tooDeep),
  },
  {
    name: 'content import: an SVG with a script as the logo',
    request: async (c) => {
      const zip = await zipOf({
        'content.json': JSON.stringify({ format: CONTENT_ARCHIVE_FORMAT, version: 1, content: c.contentSeed }),
        [`images/${c.contentSeed.logo.src.split('/').pop() ?? ''}`]: SCRIPTED_SVG,
      });
      return filePost(CONTENT_IMPORT_PATH, zip, c.organiser, { type: 'application/zip' });
    },
    status: 400,
    message: CONTENT_IMPORT_INVALID,
    check: problemListed('images/logo.svg', IMAGE_REFUSAL.svgScript),
  },
];
