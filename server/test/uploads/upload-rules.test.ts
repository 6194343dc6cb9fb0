import fs from 'node:fs';
import path from 'node:path';
import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsInProgressDir } from '../../src/domain/uploads/upload-datastore.js';
import { PDF_BYTES, noisyJpeg } from '../gallery/support/images.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { ON_LOCAL_FOLDER } from '../support/engines.js';
import { errorBody } from '../support/error-body.js';
import { filesUnder } from '../support/files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ask, openUpload, sendBytes } from './support.js';

const NOT_FOUND = 'Cet envoi est introuvable : il a expiré ou a été retiré. Envoyez la photo à nouveau.';

let t: TestApp;
let owner: Member;
let other: Member;
let jpeg: Buffer;
beforeAll(async () => {
  // Eight open uploads at most per account, of 1 MB each and 4 MB in all: the limits are reached in a few requests.
  // The folder store, whose partial files these tests count (the bucket's: s3-uploads.test.ts).
  t = await startTestApp({ ...ON_LOCAL_FOLDER, UPLOAD_MAX_FILES: '8', UPLOAD_MAX_FILE_MB: '1' });
  owner = await newMember(t.app, 'Propriétaire');
  other = await newMember(t.app, 'Curieux');
  jpeg = await noisyJpeg(300, 200);
});
afterAll(async () => {
  await t.close();
});

const partials = () => filesUnder(uploadsInProgressDir(t.dataDir)).filter((name) => !name.endsWith('.json'));

describe('resumable uploads: whose they are, their states and their limits', () => {
  it('hides an upload from every other account: HEAD, PATCH, DELETE and outcome are a 404', async () => {
    const url = await openUpload(t.app, owner.token, jpeg.length);
    for (const method of ['HEAD', 'DELETE', 'GET'] as const) {
      const res = await ask(t.app, other.token, method, method === 'GET' ? `${url}/outcome` : url);
      expect(res.statusCode, method).toBe(404);
      if (method !== 'HEAD') expect(res.json()).toEqual(errorBody(NOT_FOUND));
    }
    const patch = await sendBytes(t.app, other.token, url, 0, jpeg);
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual(errorBody(NOT_FOUND));
    // The owner's upload is untouched.
    const head = await ask(t.app, owner.token, 'HEAD', url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('0');
    await ask(t.app, owner.token, 'DELETE', url);
  });

  it('answers a wrong offset with a French 409, and gives the outcome only once done', async () => {
    const url = await openUpload(t.app, owner.token, jpeg.length);
    const first = await sendBytes(t.app, owner.token, url, 0, jpeg.subarray(0, 1000));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe('1000');

    const wrong = await sendBytes(t.app, owner.token, url, 0, jpeg.subarray(0, 1000));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ message: string }>().message).toMatch(/^La position annoncée/);
    const pending = await ask(t.app, owner.token, 'GET', `${url}/outcome`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json<{ message: string }>().message).toMatch(/pas encore entièrement reçue/);

    const last = await sendBytes(t.app, owner.token, url, 1000, jpeg.subarray(1000));
    expect(last.statusCode).toBe(200);
    expect(last.headers['content-type']).toMatch(/^application\/json/);
    const result = last.json<{ published: Photo[]; refused: unknown[] }>();
    expect(result.published).toHaveLength(1);
    expect((await ask(t.app, owner.token, 'GET', `${url}/outcome`)).json()).toEqual(result);
    // Once finished, more bytes are refused: the photo was published once.
    const again = await sendBytes(t.app, owner.token, url, jpeg.length, Buffer.alloc(0));
    expect(again.statusCode).toBe(409);
    expect(partials()).toEqual([]);
  });

  it('refuses a file that is not an image by its content, in the answer, as the form upload does', async () => {
    const url = await openUpload(t.app, owner.token, PDF_BYTES.length, {
      filename: 'photo.jpg',
      filetype: 'image/jpeg',
    });
    const res = await sendBytes(t.app, owner.token, url, 0, PDF_BYTES);
    expect(res.statusCode).toBe(200);
    const result = res.json<{ published: Photo[]; refused: { name: string; reason: string }[] }>();
    expect(result.published).toEqual([]);
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]?.name).toBe('photo.jpg');
    expect(result.refused[0]?.reason).toMatch(/image/i);
  });

  it('removes an upload on DELETE, its bytes with it', async () => {
    const url = await openUpload(t.app, owner.token, jpeg.length);
    await sendBytes(t.app, owner.token, url, 0, jpeg.subarray(0, 500));
    expect(partials()).toHaveLength(1);
    const deleted = await ask(t.app, owner.token, 'DELETE', url);
    expect(deleted.statusCode).toBe(204);
    expect(partials()).toEqual([]);
    expect((await ask(t.app, owner.token, 'HEAD', url)).statusCode).toBe(404);
  });

  it('limits the uploads an account keeps open, by count and by bytes', async () => {
    const open = (token: string, length: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(length) },
      });
    const many = await newMember(t.app, 'Pressé');
    const urls = [];
    for (let i = 0; i < 8; i += 1) urls.push(await openUpload(t.app, many.token, 1000));
    const ninth = await open(many.token, 1000);
    expect(ninth.statusCode).toBe(429);
    expect(ninth.json()).toEqual(
      errorBody('Vous avez déjà 8 envois en cours : attendez qu’ils se terminent, ou retirez-en de la file d’attente.'),
    );
    // One removed from the queue frees its place.
    await ask(t.app, many.token, 'DELETE', urls[0] ?? '');
    expect((await open(many.token, 1000)).statusCode).toBe(201);

    const heavy = await newMember(t.app, 'Lourd');
    for (let i = 0; i < 4; i += 1) await openUpload(t.app, heavy.token, 1024 * 1024);
    const fifth = await open(heavy.token, 1);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(
      errorBody(
        'Vos envois en cours dépassent 4 Mo au total : attendez qu’ils se terminent, ou retirez-en de la file d’attente.',
      ),
    );
    // Another account is not held back by theirs.
    expect((await open(other.token, 1024 * 1024)).statusCode).toBe(201);
  });

  it('sweeps uploads by age: partial bytes and remembered answers go, younger ones stay', async () => {
    const member = await newMember(t.app, 'Oublieux');
    const partial = await openUpload(t.app, member.token, jpeg.length);
    await sendBytes(t.app, member.token, partial, 0, jpeg.subarray(0, 700));
    const done = await openUpload(t.app, member.token, jpeg.length);
    // A different image: the same one twice would be refused as already published.
    const other = await noisyJpeg(320, 200);
    const finished = await openUpload(t.app, member.token, other.length);
    expect((await sendBytes(t.app, member.token, finished, 0, other)).statusCode).toBe(200);
    expect(await t.app.uploads.sweep(new Date(Date.now() - 3600_000))).toBe(0);
    expect((await ask(t.app, member.token, 'HEAD', partial)).headers['upload-offset']).toBe('700');

    const before = partials().length;
    const swept = await t.app.uploads.sweep(new Date(Date.now() + 1000));
    expect(swept).toBeGreaterThanOrEqual(3);
    for (const url of [partial, done]) expect((await ask(t.app, member.token, 'HEAD', url)).statusCode).toBe(404);
    expect((await ask(t.app, member.token, 'GET', `${finished}/outcome`)).statusCode).toBe(404);
    expect(partials().length).toBeLessThan(before);
    expect(partials()).toEqual([]);
    expect(fs.existsSync(uploadsInProgressDir(t.dataDir))).toBe(true);
  });

  it('removes the partial uploads of a deleted account at once; a partial without a row goes when a day old', async () => {
    const leaving = await newMember(t.app, 'Partant');
    const url = await openUpload(t.app, leaving.token, jpeg.length);
    await sendBytes(t.app, leaving.token, url, 0, jpeg.subarray(0, 600));
    const id = url.split('/').pop() ?? '';
    expect(partials()).toContain(id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${leaving.token}` },
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(partials()).not.toContain(id);
    expect(await t.app.uploads.rows.find(id)).toBeUndefined();

    // A partial whose row is gone some other way (a crash between the two): the folder store's
    // expiry finds it once it is a day old, not before.
    const stray = await openUpload(t.app, owner.token, jpeg.length);
    await sendBytes(t.app, owner.token, stray, 0, jpeg.subarray(0, 600));
    const strayId = stray.split('/').pop() ?? '';
    await t.app.uploads.rows.remove(strayId);
    await t.app.uploads.sweep(new Date(Date.now() - 3600_000));
    expect(partials()).toContain(strayId);
    const info = path.join(uploadsInProgressDir(t.dataDir), `${strayId}.json`);
    const upload = JSON.parse(fs.readFileSync(info, 'utf8')) as { creation_date: string };
    upload.creation_date = new Date(Date.now() - 25 * 3600_000).toISOString();
    fs.writeFileSync(info, JSON.stringify(upload));
    await t.app.uploads.sweep(new Date(Date.now() - 3600_000));
    expect(partials()).not.toContain(strayId);
  });

  it('asks to come back in a moment while the finished photo is processed (409 with Retry-After)', async () => {
    const url = await openUpload(t.app, owner.token, jpeg.length);
    // As the finishing PATCH does before the pipeline runs.
    expect(await t.app.uploads.rows.startProcessing(url.split('/').pop() ?? '')).toBe(true);
    const message = 'Cette photo est en cours de traitement : redemandez son résultat dans un instant.';
    for (const res of [
      await ask(t.app, owner.token, 'GET', `${url}/outcome`),
      await ask(t.app, owner.token, 'DELETE', url),
      await sendBytes(t.app, owner.token, url, 0, jpeg),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual(errorBody(message));
    }
    const head = await ask(t.app, owner.token, 'HEAD', url);
    expect(head.headers['upload-offset']).toBe(String(jpeg.length));
  });
});
