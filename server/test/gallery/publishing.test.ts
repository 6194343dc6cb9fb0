import fs from 'node:fs';
import path from 'node:path';
import type { Photo, UploadFailure, UploadResult } from '@congres/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_PHOTO } from '../../src/domain/photos/photo-store.js';
import { DEFAULT_RENDER_LIMITS, PhotoRefusal, renderPhoto, TOO_SLOW } from '../../src/domain/photos/render-photo.js';
import { NOTHING_PUBLISHED } from '../../src/routes/api/photos/upload-photo.js';
import { waitFor } from '../faults/support/child-server.js';
import { storedFiles } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { noisyJpeg, solidImage, stripPng } from './support/images.js';
import { uploadRequest, type UploadFile } from './support/multipart.js';
import { newMember, type Member } from './support/sign-in.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
let alice: Member;
let bob: Member;
/** The 1 × 50,000,000 PNG of decision 013, made once (deflating 100 MB of rows takes a moment). */
let strip: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  alice = await newMember(t.app, 'Alice Martin');
  bob = await newMember(t.app, 'Bob Leroy');
  strip = stripPng();
});
afterAll(async () => {
  await t.close();
});

const upload = async (files: UploadFile[], token: string) => t.app.inject(await uploadRequest(files, token));
const listed = async () => (await t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>();

/** "50 000 000" as the server writes counts in French (narrow no-break spaces). */
const count = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
const TOO_THIN = (width: number, height: number) =>
  `L’image est trop petite ou trop étroite pour être une photo : ${count(width)} × ${count(height)} pixels (au moins 32 pixels de côté).`;
const TOO_LONG = (width: number, height: number) =>
  `L’image est trop allongée pour être une photo : ${count(width)} × ${count(height)} pixels (le grand côté fait au plus 20 fois le petit).`;

describe('the same image published twice', () => {
  it('is refused to the same account (alone: 400; in a batch: 201 with the duplicate refused), not to another', async () => {
    const image = await solidImage('jpeg', 300, 200);
    const first = await upload([{ name: 'original.jpg', data: image }], alice.token);
    expect(first.statusCode).toBe(201);

    const alone = await upload([{ name: 'encore.jpg', data: image }], alice.token);
    expect(alone.statusCode).toBe(400);
    expect(alone.json<UploadFailure>()).toEqual({
      ...errorBody(NOTHING_PUBLISHED),
      published: [],
      refused: [{ name: 'encore.jpg', reason: DUPLICATE_PHOTO }],
    });

    const fresh = await solidImage('jpeg', 300, 200);
    const batch = await upload(
      [
        { name: 'nouvelle.jpg', data: fresh },
        { name: 'encore-une-fois.jpg', data: image },
      ],
      alice.token,
    );
    expect(batch.statusCode).toBe(201);
    const body = batch.json<UploadResult>();
    expect(body.published).toHaveLength(1);
    expect(body.refused).toEqual([{ name: 'encore-une-fois.jpg', reason: DUPLICATE_PHOTO }]);

    // Another account publishing the very same file is not a duplicate.
    const other = await upload([{ name: 'original.jpg', data: image }], bob.token);
    expect(other.statusCode).toBe(201);
    const mine = (await listed()).filter((photo) => photo.userId === alice.id);
    expect(mine).toHaveLength(2);
  });

  it('is recognised by its pixels, whatever the file: a PNG, then the same pixels as WebP', async () => {
    const png = await solidImage('png', 320, 240);
    // Lossless WebP: other bytes, other format, the same pixels.
    const webp = await sharp(png).webp({ lossless: true }).toBuffer();
    expect(webp.equals(png)).toBe(false);
    expect((await upload([{ name: 'a.png', data: png }], alice.token)).statusCode).toBe(201);
    const again = await upload([{ name: 'a.webp', data: webp }], alice.token);
    expect(again.statusCode).toBe(400);
    expect(again.json<UploadFailure>().refused).toEqual([{ name: 'a.webp', reason: DUPLICATE_PHOTO }]);
  });

  it('twice in one request: one is published, the other refused', async () => {
    const image = await solidImage('png', 200, 150);
    const res = await upload(
      [
        { name: 'une.png', data: image },
        { name: 'deux.png', data: image },
      ],
      alice.token,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.published).toHaveLength(1);
    // A batch is stored last file first (decision 037): the copy met second is the first one sent.
    expect(body.refused).toEqual([{ name: 'une.png', reason: DUPLICATE_PHOTO }]);
    // Nothing of the refused copy is left in the storage: two files per listed photo, no more.
    const photos = await listed();
    const stored = (await storedFiles(t.app)).filter((name) => name.endsWith('.jpg'));
    expect(stored).toEqual(photos.map((photo) => photo.filename).sort());
  });
});

describe('a batch keeps the order it was sent in', () => {
  it('lists a batch whose first image is by far the slowest to process in the order sent, newest first, and answers so', async () => {
    const heavy = await noisyJpeg(3000, 2000);
    // The light ones differ by width, to tell them apart in the answer.
    const light = await Promise.all([220, 240, 260, 280].map((width) => solidImage('jpeg', width, 160)));
    const before = (await listed()).length;

    const res = await upload(
      [{ name: 'lourde.jpg', data: heavy }, ...light.map((data, i) => ({ name: `legere-${i}.jpg`, data }))],
      bob.token,
    );
    expect(res.statusCode).toBe(201);
    const { published, refused } = res.json<UploadResult>();
    expect(refused).toEqual([]);
    expect(published.map((photo) => photo.width)).toEqual([1024, 220, 240, 260, 280]);
    // Stored last file first: the list, read newest first as the gallery shows it, is the
    // very order of the batch.
    const batch = (await listed()).slice(before).reverse();
    expect(batch.map((photo) => photo.id)).toEqual(published.map((photo) => photo.id));
    expect(batch.map((photo) => photo.width)).toEqual([1024, 220, 240, 260, 280]);
  });
});

describe('degenerate shapes are refused before any decoding', () => {
  it.each([
    ['1 × 50,000,000 (the PNG of decision 013)', () => strip, TOO_THIN(1, 50_000_000)],
    ['20 × 20', () => solidImage('png', 20, 20), TOO_THIN(20, 20)],
    ['a 2100 × 100 strip', () => solidImage('jpeg', 2100, 100), TOO_LONG(2100, 100)],
    ['a 100 × 2100 strip', () => solidImage('png', 100, 2100), TOO_LONG(100, 2100)],
  ])('refuses %s with its French reason', async (_shape, make, reason) => {
    const data = await make();
    const source = path.join(t.dataDir, 'shape-test.img');
    fs.writeFileSync(source, data);
    const refusal = await renderPhoto(source, { ...DEFAULT_RENDER_LIMITS, maxPixels: 50_000_000 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(PhotoRefusal);
    expect(refusal).toMatchObject({ kind: 'bad-shape', message: reason });

    const res = await upload([{ name: 'forme.png', data }], alice.token);
    expect(res.statusCode).toBe(400);
    expect(res.json<UploadFailure>().refused).toEqual([{ name: 'forme.png', reason }]);
  });

  it('accepts the limits themselves: 32 × 32, and 640 × 32 (20 to 1)', async () => {
    const res = await upload(
      [
        { name: 'carre.png', data: await solidImage('png', 32, 32) },
        { name: 'bande.png', data: await solidImage('png', 640, 32) },
      ],
      alice.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<UploadResult>().published.map((photo) => [photo.width, photo.height])).toEqual([
      [32, 32],
      [640, 32],
    ]);
  });
});

describe('the processing time of one image is bounded', () => {
  it('stops the 1 × 50,000,000 PNG after its time limit when its shape is let through ("too-slow")', async () => {
    const source = path.join(t.dataDir, 'strip.png');
    fs.writeFileSync(source, strip);
    const refusal = await renderPhoto(source, {
      maxPixels: 50_000_000,
      minSide: 1,
      maxAspectRatio: Number.POSITIVE_INFINITY,
      timeoutSeconds: 1,
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(PhotoRefusal);
    expect(refusal).toMatchObject({ kind: 'too-slow', message: TOO_SLOW });
  });
});

describe('one account cannot hold back everyone else', () => {
  it('with decision 013’s file: twenty 1 × 50,000,000 PNGs are refused, and another attendee is served', async () => {
    const heavyOne = await newMember(t.app, 'Envoi Massif');
    const files = Array.from({ length: 20 }, (_v, i) => ({ name: `bande-${i}.png`, data: strip }));
    const [massive, ordinary] = await Promise.all([
      upload(files, heavyOne.token),
      upload([{ name: 'ordinaire.jpg', data: await solidImage('jpeg', 800, 600) }], bob.token),
    ]);
    expect(ordinary.statusCode).toBe(201);
    expect(massive.statusCode).toBe(400);
    expect(massive.json<UploadFailure>().refused).toEqual(
      files.map(({ name }) => ({ name, reason: TOO_THIN(1, 50_000_000) })),
    );
    expect((await listed()).filter((photo) => photo.userId === heavyOne.id)).toEqual([]);
  });

  it('with twenty heavy but legal photos: an ordinary photo sent meanwhile is answered before them', async () => {
    const heavyOne = await newMember(t.app, 'Envoi Lourd');
    const heavy = await Promise.all(Array.from({ length: 20 }, () => noisyJpeg(1600, 1200)));
    let massiveSettled = false;
    const massive = upload(
      heavy.map((data, i) => ({ name: `lourde-${i}.jpg`, data })),
      heavyOne.token,
    ).finally(() => {
      massiveSettled = true;
    });
    // Once the twenty are queued behind the workers, the attendee sends one photo.
    await waitFor(
      'the heavy batch to wait for the image workers',
      () => t.app.photos.queue.waiting(String(heavyOne.id)) > 0,
    );

    const ordinary = await upload([{ name: 'ordinaire.jpg', data: await solidImage('jpeg', 800, 600) }], bob.token);
    expect(ordinary.statusCode).toBe(201);
    // Served while the heavy batch is still being processed, with images of it still waiting for
    // a worker: a first-come queue would have started all twenty before this one.
    expect(massiveSettled).toBe(false);
    expect(t.app.photos.queue.waiting(String(heavyOne.id))).toBeGreaterThan(0);

    const done = await massive;
    expect(done.statusCode).toBe(201);
    expect(done.json<UploadResult>().published).toHaveLength(20);
  }, 60_000);
});
