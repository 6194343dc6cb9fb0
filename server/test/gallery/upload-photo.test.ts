import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, UploadFailure, UploadResult } from '@congres/contracts';
import { readStored } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PDF_BYTES, SCRIPT_BYTES, SVG_BYTES, phoneJpeg, pixelBombPng, solidImage } from './support/images.js';
import { multipart, type UploadFile } from './support/multipart.js';
import { signIn } from './support/sign-in.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app, 'Camille Martin');
});
afterAll(async () => {
  await t.close();
});

async function upload(files: UploadFile[], bearer: string | null = token) {
  const { payload, headers } = await multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-photo',
    payload,
    headers: { ...headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
}

const stored = async (kind: 'full' | 'thumb', name: string) => (await readStored(t.app, kind, name)) ?? Buffer.alloc(0);

describe('POST /api/upload-photo: publishing', () => {
  it('turns a phone photo upright and removes every piece of metadata (GPS included)', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload([{ name: 'IMG_0001.JPG', data: original }]);
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.refused).toEqual([]);
    const [photo] = body.published as [Photo];
    expect(photo).toMatchObject({ username: 'Camille Martin', width: 600, height: 800 });
    expect(photo.filename).toMatch(/^[a-f0-9-]{36}\.jpg$/);

    const full = await stored('full', photo.filename);
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(full.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const thumb = await sharp(await stored('thumb', photo.thumbnail)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: photo.thumbWidth, height: photo.thumbHeight });
    expect(photo.thumbWidth).toBe(400);
    expect(thumb.exif).toBeUndefined();
  });

  it('fits a large image within 1024 px and 1 MB', async () => {
    const res = await upload([{ name: 'grand.png', data: await solidImage('png', 3000, 2000) }]);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json<UploadResult>().published as [Photo];
    expect(photo).toMatchObject({ width: 1024, height: 683 });
    expect((await stored('full', photo.filename)).length).toBeLessThanOrEqual(1024 * 1024);
  });

  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)(
    'accepts %s by its content, whatever its name',
    async (format) => {
      const res = await upload([
        { name: `photo-${format}.txt`, data: await solidImage(format, 120, 90), type: 'text/plain' },
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json<UploadResult>().published).toHaveLength(1);
    },
  );

  it('publishes the good files of a request and lists the bad one with its reason', async () => {
    const res = await upload([
      { name: 'bonne-1.jpg', data: await solidImage('jpeg') },
      { name: 'facture.jpg', data: PDF_BYTES },
      { name: 'bonne-2.png', data: await solidImage('png') },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.published).toHaveLength(2);
    expect(body.refused).toEqual([
      { name: 'facture.jpg', reason: 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF, AVIF ou HEIC).' },
    ]);
  });
});

describe('POST /api/upload-photo: refusals', () => {
  const notAnImage = 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF, AVIF ou HEIC).';

  it.each([
    ['a PDF renamed .jpg', 'document.jpg', () => PDF_BYTES, 415, notAnImage],
    ['a script renamed .jpg', 'script.jpg', () => SCRIPT_BYTES, 415, notAnImage],
    ['an SVG', 'dessin.svg', () => SVG_BYTES, 415, notAnImage],
    ['an empty file', 'vide.jpg', () => Buffer.alloc(0), 400, 'Le fichier est vide.'],
  ] as const)('refuses %s', async (_label, name, data, status, reason) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>().length;
    const res = await upload([{ name, data: data() }]);
    expect(res.statusCode).toBe(status);
    expect(res.json<UploadFailure>()).toEqual({
      ...errorBody('Aucune image n’a pu être publiée : voyez la raison de chaque fichier.'),
      published: [],
      refused: [{ name, reason }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>()).toHaveLength(before);
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await solidImage('jpeg', 800, 600);
    const res = await upload([{ name: 'coupee.jpg', data: whole.subarray(0, Math.floor(whole.length / 2)) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<UploadFailure>().refused).toEqual([
      { name: 'coupee.jpg', reason: 'L’image est endommagée ou incomplète.' },
    ]);
  });

  it('refuses a pixel bomb from its header, before decoding it', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload([{ name: 'bombe.png', data: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<UploadFailure>().refused).toEqual([
      {
        name: 'bombe.png',
        reason: 'L’image est trop grande : 20\u202f000 × 20\u202f000 pixels (au plus 50 mégapixels).',
      },
    ]);
  });

  it('refuses more files than allowed and publishes none of them', async () => {
    const image = await solidImage('jpeg', 64, 64);
    const before = (await t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>().length;
    const res = await upload(Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.jpg`, data: image })));
    expect(res.statusCode).toBe(413);
    expect(res.json<UploadFailure>().message).toBe(
      'Trop de fichiers : 20 images au plus par envoi. Aucune image n’a été publiée.',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>()).toHaveLength(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'incoming'))).toEqual([]);
  });

  it('answers "Aucune image sélectionnée." when no file is sent', async () => {
    const res = await upload([]);
    expect(res.statusCode).toBe(400);
    expect(res.json<UploadFailure>().message).toBe('Aucune image sélectionnée.');
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-photo',
      payload: { images: [] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a cut-off multipart body without a server error', async () => {
    const { payload, headers } = await multipart([{ name: 'a.jpg', data: await solidImage('jpeg') }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-photo',
      payload: payload.subarray(0, payload.length - 60),
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/upload-photo: odd but valid input', () => {
  it('keeps the first frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#2266aa', '#aa6622', '#22aa66'].map((colour) => solidImage('png', 60, 40, colour)),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const res = await upload([{ name: 'anime.gif', data: gif }]);
    expect(res.statusCode).toBe(201);
    expect(res.json<UploadResult>().published[0]).toMatchObject({ width: 60, height: 40 });
  });

  it('refuses a file sent in another form field, and says which field to use', async () => {
    const res = await upload([
      { name: 'bon-champ.jpg', data: await solidImage('jpeg') },
      { name: 'autre-champ.jpg', data: await solidImage('jpeg'), field: 'avatar' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json<UploadResult>()).toMatchObject({
      published: [{ username: 'Camille Martin' }],
      refused: [{ name: 'autre-champ.jpg', reason: 'Champ inattendu : envoyez les images dans le champ images[].' }],
    });
  });

  it('echoes a hostile file name back only as data, without any folder part', async () => {
    const res = await upload([{ name: 'C:/photos/../<img src=x onerror=alert(1)>.jpg', data: PDF_BYTES }]);
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<UploadFailure>().refused[0]?.name).toBe('<img src=x onerror=alert(1)>.jpg');
  });
});
