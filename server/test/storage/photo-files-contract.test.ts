import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type RunningS3 } from '../../../scripts/lib/engines.mjs';
import type { S3Settings } from '../../src/config/config.js';
import { createLocalPhotoFiles, type PhotoFileKind, type PhotoFiles } from '../../src/domain/photos/photo-files.js';
import { createS3PhotoFiles } from '../../src/domain/photos/s3-photo-files.js';
import { tempDir } from '../support/test-app.js';

// The two storages behind one interface pass the same tests: the local folder, and a bucket of
// a real S3-protocol server (s3rver, started here in a process of its own), never a mock.
let s3: RunningS3;
const folder = tempDir('photo-files');
let buckets = 0;
beforeAll(async () => {
  s3 = await startS3Server();
}, 30_000);
afterAll(async () => {
  await s3.stop();
  folder.remove();
});

function s3Settings(bucket: string, overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket,
    credentials: s3.credentials,
    forcePathStyle: true,
    ...overrides,
  };
}

async function freshBucket(): Promise<PhotoFiles> {
  buckets += 1;
  const bucket = `contract-${buckets}`;
  await s3.createBucket(bucket);
  return createS3PhotoFiles(s3Settings(bucket));
}

const storages: [string, () => Promise<PhotoFiles>][] = [
  ['the local folder', async () => createLocalPhotoFiles(tempDir('folder').dir)],
  ['an S3 bucket', freshBucket],
];

const UUID = '0a1b2c3d-0000-4000-8000-00000000000';
const read = async (files: PhotoFiles, kind: PhotoFileKind, name: string) => {
  const file = await files.open(kind, name);
  return file === undefined ? undefined : { bytes: file.bytes, data: await buffer(file.stream) };
};

describe.each(storages)('photo files in %s', (_where, create) => {
  let files: PhotoFiles;
  beforeAll(async () => {
    files = await create();
    await files.prepare();
  });
  afterAll(() => files.close());

  it('stores a file whole and gives it back with its size', async () => {
    const data = Buffer.alloc(300_000, 7);
    await files.put('full', `${UUID}1.jpg`, data);
    const file = await read(files, 'full', `${UUID}1.jpg`);
    expect(file?.bytes).toBe(data.length);
    expect(file?.data.equals(data)).toBe(true);
  });

  it('keeps the two kinds apart, and lists each with when it was stored', async () => {
    const before = Date.now();
    await files.put('thumb', `${UUID}2.webp`, Buffer.from('vignette'));
    expect(await read(files, 'full', `${UUID}2.webp`)).toBeUndefined();
    const thumbs = await files.list('thumb');
    expect(thumbs.map((file) => file.name)).toEqual([`${UUID}2.webp`]);
    // S3 keeps whole seconds.
    expect(thumbs[0]?.storedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(thumbs[0]?.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await files.list('full')).map((file) => file.name)).toEqual([`${UUID}1.jpg`]);
  });

  it('keeps slides PDFs apart from the photos, out of the photos’ listings (decision 084)', async () => {
    const pdf = Buffer.from('%PDF-1.4 diapositives');
    await files.put('slides', `${'d'.repeat(32)}.pdf`, pdf);
    expect((await read(files, 'slides', `${'d'.repeat(32)}.pdf`))?.data.equals(pdf)).toBe(true);
    expect((await files.list('slides')).map((file) => file.name)).toEqual([`${'d'.repeat(32)}.pdf`]);
    expect((await files.list('full')).map((file) => file.name)).not.toContain(`${'d'.repeat(32)}.pdf`);
    expect(await read(files, 'full', `${'d'.repeat(32)}.pdf`)).toBeUndefined();
  });

  it('stores a local file streamed, lists it with its size, and stores nothing from a file that is not there', async () => {
    const source = path.join(folder.dir, 'diapositives-en-transit');
    const data = Buffer.alloc(3 * 1024 * 1024 + 17, 5);
    fs.writeFileSync(source, data);
    await files.putFile('slides', `${'e'.repeat(32)}.pdf`, source);
    expect((await read(files, 'slides', `${'e'.repeat(32)}.pdf`))?.data.equals(data)).toBe(true);
    expect((await files.list('slides')).find((file) => file.name === `${'e'.repeat(32)}.pdf`)?.bytes).toBe(data.length);

    await expect(files.putFile('slides', `${'f'.repeat(32)}.pdf`, `${source}-absent`)).rejects.toThrow();
    expect((await files.list('slides')).map((file) => file.name).sort()).toEqual([
      `${'d'.repeat(32)}.pdf`,
      `${'e'.repeat(32)}.pdf`,
    ]);
  });

  it('answers undefined for a file it does not hold', async () => {
    expect(await files.open('full', `${UUID}9.jpg`)).toBeUndefined();
  });

  it('removes a file, and removing it again is no error', async () => {
    await files.put('full', `${UUID}3.jpg`, Buffer.from('x'));
    await files.remove('full', `${UUID}3.jpg`);
    await files.remove('full', `${UUID}3.jpg`);
    expect(await files.open('full', `${UUID}3.jpg`)).toBeUndefined();
    expect((await files.list('full')).map((file) => file.name)).not.toContain(`${UUID}3.jpg`);
  });

  it('lists files put at the same time, each whole', async () => {
    const names = Array.from({ length: 30 }, (_v, i) => `${UUID.slice(0, -2)}${String(i).padStart(3, '0')}.jpg`);
    await Promise.all(names.map((name, i) => files.put('full', name, Buffer.alloc(10_000 + i, i))));
    const listed = new Set((await files.list('full')).map((file) => file.name));
    for (const [i, name] of names.entries()) {
      expect(listed.has(name)).toBe(true);
      expect((await read(files, 'full', name))?.bytes).toBe(10_000 + i);
    }
  });

  it('lists past a thousand files (S3 answers a thousand keys a page)', async () => {
    const before = (await files.list('thumb')).length;
    const names = Array.from(
      { length: 1010 },
      (_v, i) => `ffffffff-0000-4000-8000-${String(i).padStart(12, '0')}.webp`,
    );
    for (let i = 0; i < names.length; i += 50) {
      await Promise.all(names.slice(i, i + 50).map((name) => files.put('thumb', name, Buffer.from('t'))));
    }
    const listed = await files.list('thumb');
    expect(listed).toHaveLength(before + names.length);
    expect(new Set(listed.map((file) => file.name)).size).toBe(listed.length);
  }, 60_000);
});

describe('an S3 bucket that cannot be used stops the start with what to fix', () => {
  it.each([
    ['a bucket that does not exist', () => s3Settings('absent'), /no such bucket: create it first/],
    [
      'wrong keys',
      () => s3Settings('contract-1', { credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' } }),
      /access refused: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    ],
    [
      'an endpoint where nothing listens',
      () => s3Settings('contract-1', { endpoint: 'http://127.0.0.1:9' }),
      /not reachable .*check S3_ENDPOINT/,
    ],
  ])('%s', async (_what, settings, message) => {
    const files = createS3PhotoFiles(settings());
    try {
      await expect(files.prepare()).rejects.toThrow(message);
    } finally {
      files.close();
    }
  });
});
