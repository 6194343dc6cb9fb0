import sharp from 'sharp';
import {
  CONTENT_ARCHIVE_FORMAT,
  CONTENT_EXPORT_PATH,
  CONTENT_IMAGES_PATH,
  CONTENT_IMPORT_INVALID,
  CONTENT_IMPORT_NOTE,
  CONTENT_IMPORT_PATH,
  publicContent,
  type CongressContent,
  type ContentArchiveFile,
  type ContentPicture,
  type ContentVersionList,
  type PublishedContent,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_PROBLEM } from '../../src/domain/content/content-archive.js';
import { IMAGE_REFUSAL } from '../../src/domain/content/content-image.js';
import { IMPORT_PROBLEM } from '../../src/domain/content/content-import.js';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { PDF_BYTES, solidImage } from '../gallery/support/images.js';
import { openStream, type EventStream } from '../live/support/event-stream-client.js';
import { bearer } from '../moderation/support.js';
import { unzip } from '../support/zip.js';
import { contentSite, copy, publishContent, type ContentSite } from './support.js';
import { SCRIPTED_SVG, filePost, installSeedImages, zipOf } from './transfer-support.js';

/** The site an organiser exports from, and the fresh one they import into. */
let from: ContentSite;
let to: ContentSite;
let exported: Buffer;
let published: PublishedContent;
const streams: EventStream[] = [];

const get = (site: ContentSite, url: string) => site.t.app.inject({ method: 'GET', url });
const importZip = async (site: ContentSite, zip: Buffer, token = site.organiser.token) =>
  site.t.app.inject(await filePost(CONTENT_IMPORT_PATH, zip, token, { name: 'contenu.zip', type: 'application/zip' }));

/** The content with every picture's address left out: what an import must keep. */
const withoutAddresses = (content: CongressContent): unknown =>
  JSON.parse(JSON.stringify(content), (key, value: unknown) => (key === 'src' ? undefined : value));

beforeAll(async () => {
  from = await contentSite();
  to = await contentSite();
  installSeedImages(from.t);
  // An organiser's own pictures: a carousel image and a partner's logo.
  const upload = async (image: Buffer) => {
    const res = await from.t.app.inject(await filePost(CONTENT_IMAGES_PATH, image, from.organiser.token));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ContentPicture>();
  };
  const content = copy(from.seed);
  content.home.carousel.push({ ...(await upload(await solidImage('png', 800, 600))), alt: 'La salle plénière' });
  content.partners.push({
    name: 'Mutuelle Gironde',
    logo: { ...(await upload(await solidImage('png', 270, 60))), alt: 'Mutuelle Gironde' },
  });
  await publishContent(from.t, from.organiser.token, content, 'Nos images');
  published = (await get(from, '/api/content')).json<PublishedContent>();
  const res = await from.t.app.inject({
    method: 'GET',
    url: CONTENT_EXPORT_PATH,
    headers: bearer(from.organiser.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  exported = res.rawPayload;

  await to.t.app.listen({ port: 0, host: '127.0.0.1' });
  // Two sites, two uploads, a publication and an export: more than a hook's default on the engines.
}, 60_000);
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await from.t.close();
  await to.t.close();
});

describe('GET /api/content/export', () => {
  it('gives a zip of content.json (the published version) and every picture it names', async () => {
    const files = await unzip(exported);
    const file = JSON.parse(files.get('content.json')?.data.toString('utf8') ?? '{}') as ContentArchiveFile;
    // The whole content (organisers'), which the public one is the projection of (decision 102).
    const { content, ...rest } = file;
    expect(rest).toEqual({
      format: CONTENT_ARCHIVE_FORMAT,
      version: published.version,
      publishedAt: published.publishedAt,
    });
    expect(publicContent(content)).toEqual(published.content);
    const names = [...files.keys()].filter((name) => name.startsWith('images/')).sort();
    const expected = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value !== null && typeof value === 'object') {
        const { src } = value as { src?: unknown };
        if (typeof src === 'string') expected.add(`images/${src.split('/').pop() ?? ''}`);
        else Object.values(value).forEach(walk);
      }
    };
    walk(published.content);
    expect(names).toEqual([...expected].sort());
    // The seed's drawings from the build, the organiser's uploads from the storage.
    expect(names).toContain('images/logo.svg');
    expect(names.filter((name) => /^images\/[a-f0-9]{32}\.webp$/.test(name))).toHaveLength(2);
  });

  it('is for organisers only', async () => {
    const attendee = await from.t.app.inject({
      method: 'GET',
      url: CONTENT_EXPORT_PATH,
      headers: bearer(from.attendee.token),
    });
    expect(attendee.statusCode).toBe(403);
    expect((await get(from, CONTENT_EXPORT_PATH)).statusCode).toBe(401);
  });
});

describe('POST /api/content/import on a fresh site', () => {
  it('publishes the same content as one new version, with re-encoded pictures that are served, and tells every page', async () => {
    const address = to.t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const stream = await openStream(`http://127.0.0.1:${address.port}`);
    streams.push(stream);
    await stream.event('ready');

    const res = await importZip(to, exported);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ version: 2 });
    await stream.event<{ version: number }>('content-published', (e) => e.version === 2);

    const imported = (await get(to, '/api/content')).json<PublishedContent>();
    expect(imported.version).toBe(2);
    expect(withoutAddresses(imported.content)).toEqual(withoutAddresses(published.content));
    const [newest] = (await get(to, '/api/content/versions')).json<ContentVersionList>();
    expect(newest).toMatchObject({ version: 2, note: CONTENT_IMPORT_NOTE });

    const srcs = JSON.stringify(imported.content).match(/"src":"[^"]+"/g) ?? [];
    expect(srcs.length).toBeGreaterThan(10);
    for (const src of new Set(srcs.map((entry) => entry.slice(7, -1)))) {
      expect(src).toMatch(/^\/uploads\/content\/[a-f0-9]{32}\.webp$/);
      const served = await get(to, src);
      expect(served.statusCode, src).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('exported again, gives the same content once more', async () => {
    const again = await to.t.app.inject({
      method: 'GET',
      url: CONTENT_EXPORT_PATH,
      headers: bearer(to.organiser.token),
    });
    const res = await importZip(from, again.rawPayload);
    expect(res.statusCode, res.body).toBe(201);
    const back = (await get(from, '/api/content')).json<PublishedContent>();
    expect(withoutAddresses(back.content)).toEqual(withoutAddresses(published.content));
  });

  it('is for organisers only: an attendee and an anonymous visitor change nothing', async () => {
    const before = (await get(to, '/api/content')).json<PublishedContent>().version;
    expect((await importZip(to, exported, to.attendee.token)).statusCode).toBe(403);
    const anonymous = await to.t.app.inject(await filePost(CONTENT_IMPORT_PATH, exported, null));
    expect(anonymous.statusCode).toBe(401);
    expect((await get(to, '/api/content')).json<PublishedContent>().version).toBe(before);
  });
});

describe('a bad archive', () => {
  const archiveFile = (content: unknown) => JSON.stringify({ format: CONTENT_ARCHIVE_FORMAT, version: 1, content });

  /** Imports `zip` into the fresh site: 400 with these problems, nothing published. */
  async function refused(zip: Buffer) {
    const before = (await get(to, '/api/content')).json<PublishedContent>().version;
    const res = await importZip(to, zip);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; problems: { path: string; message: string }[] }>();
    expect(body.message).toBe(CONTENT_IMPORT_INVALID);
    expect((await get(to, '/api/content')).json<PublishedContent>().version).toBe(before);
    return body.problems;
  }

  it('that is not a zip', async () => {
    expect(await refused(PDF_BYTES)).toEqual([{ path: 'archive', message: ARCHIVE_PROBLEM.notAZip }]);
  });

  it('without content.json, or with a content.json that is not JSON', async () => {
    expect(await refused(await zipOf({ 'images/logo.svg': '<svg/>' }))).toEqual([
      { path: 'content.json', message: IMPORT_PROBLEM.noContent },
    ]);
    expect(await refused(await zipOf({ 'content.json': '{"content": ' }))).toEqual([
      { path: 'content.json', message: IMPORT_PROBLEM.notJson },
    ]);
  });

  it('that inflates past the limits (a zip bomb), or holds too many files', async () => {
    const limit = to.t.config.uploadMaxFileBytes;
    const bomb = await zipOf({ 'content.json': archiveFile(to.seed), 'images/logo.svg': Buffer.alloc(limit + 1) });
    expect(bomb.length).toBeLessThan(limit / 100);
    expect(await refused(bomb)).toContainEqual({
      path: 'images/logo.svg',
      message: ARCHIVE_PROBLEM.entryTooLarge(limit),
    });
    const many = await zipOf(Object.fromEntries(Array.from({ length: 201 }, (_v, i) => [`images/${i}.png`, 'x'])));
    expect(await refused(many)).toEqual([{ path: 'archive', message: ARCHIVE_PROBLEM.tooManyEntries(200) }]);
  });

  it('lists every problem at once: a refused field, a missing image, an SVG with a script, a file that is not an image', async () => {
    const content = copy(to.seed);
    content.programme[2]!.time = '25h';
    content.partners[0]!.name = '<b>Santé Plus</b>';
    content.logo.src = '/assets/absent.png';
    content.partners[1]!.logo.src = '/assets/script.svg';
    content.event.venue.plan.src = '/uploads/content/plan.webp';
    const images = Object.fromEntries(
      [
        'poster.svg',
        'programme.svg',
        'plan-diner.svg',
        'partner-1.svg',
        'partner-3.svg',
        'partner-4.svg',
        'partner-5.svg',
        'partner-6.svg',
      ].map((name) => [
        `images/${name}`,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      ]),
    );
    const problems = await refused(
      await zipOf({
        'content.json': archiveFile(content),
        ...images,
        'images/script.svg': SCRIPTED_SVG,
        'images/plan.webp': PDF_BYTES,
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: '/programme/2/time', message: PROBLEM.time },
        { path: '/partners/0/name', message: PROBLEM.html },
        { path: '/logo/src', message: IMPORT_PROBLEM.missingImage('images/absent.png') },
        { path: 'images/script.svg', message: IMAGE_REFUSAL.svgScript },
        { path: 'images/plan.webp', message: IMAGE_REFUSAL.notAnImage },
      ]),
    );
    expect(problems).toHaveLength(5);
  });
});
