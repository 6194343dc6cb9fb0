import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { noisyJpeg } from '../gallery/support/images.js';
import { newMember } from '../gallery/support/sign-in.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ask, openUpload, sendBytes } from './support.js';

// Decision 073: the bytes of every account's uploads in progress together are capped
// (UPLOADS_IN_PROGRESS_MAX_MB), counted in the database at creation; deleting an account
// removes its partial uploads at once, from the folder or the bucket.

const MiB = 1024 * 1024;
const FULL =
  'Le serveur reçoit déjà beaucoup de photos en même temps : réessayez dans quelques minutes (votre photo reste dans la file d’attente).';

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MAX_FILE_MB: '1', UPLOADS_IN_PROGRESS_MAX_MB: '2' });
  jpeg = await noisyJpeg(300, 200);
});
afterAll(async () => {
  await t.close();
});

const open = (app: typeof t.app, token: string, length: number) =>
  app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': String(length) },
  });
const rowCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('resumable_uploads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const idOf = (url: string) => url.split('/').pop() ?? '';

describe('the cap of all uploads in progress', () => {
  it('counts every account, refuses past it in French with nothing written, and gives room back', async () => {
    const [a, b, c, late] = await Promise.all(['Alice', 'Bruno', 'Chloé', 'Tardif'].map((n) => newMember(t.app, n)));
    const first = await openUpload(t.app, a!.token, MiB);
    const finishing = await openUpload(t.app, b!.token, jpeg.length);
    await openUpload(t.app, c!.token, MiB - jpeg.length);

    // Two MB announced in all, by three accounts each well within its own limits.
    const rows = await rowCount();
    const refused = await open(t.app, late!.token, 1);
    expect(refused.statusCode).toBe(507);
    expect(refused.headers['retry-after']).toBe('120');
    expect(refused.headers['tus-resumable']).toBe('1.0.0');
    expect(refused.headers.location).toBeUndefined();
    expect(refused.json()).toEqual(errorBody(FULL));
    expect(await rowCount()).toBe(rows);

    // Another instance of the site counts the same uploads (the database holds them).
    const other = await buildApp(t.config);
    try {
      expect((await open(other, late!.token, 1)).statusCode).toBe(507);
    } finally {
      await other.close();
    }

    // A finished upload gives its room back...
    expect((await sendBytes(t.app, b!.token, finishing, 0, jpeg)).statusCode).toBe(200);
    const fits = await open(t.app, late!.token, jpeg.length);
    expect(fits.statusCode).toBe(201);
    expect((await open(t.app, late!.token, 1)).statusCode).toBe(507);
    // ...as does one removed by its owner...
    expect((await ask(t.app, a!.token, 'DELETE', first)).statusCode).toBe(204);
    expect((await open(t.app, late!.token, MiB)).statusCode).toBe(201);
    expect((await open(t.app, late!.token, 1)).statusCode).toBe(507);
    // ...and those the sweep takes.
    await t.app.uploads.sweep(new Date(Date.now() + 1000));
    expect((await open(t.app, late!.token, MiB)).statusCode).toBe(201);
    await t.app.uploads.sweep(new Date(Date.now() + 1000));
  });

  it('removes the uploads in progress of a deleted account at once, bytes and room', async () => {
    const leaving = await newMember(t.app, 'Partante');
    const url = await openUpload(t.app, leaving.token, MiB);
    const second = await openUpload(t.app, leaving.token, MiB);
    expect((await sendBytes(t.app, leaving.token, url, 0, jpeg.subarray(0, 600))).statusCode).toBe(204);
    expect((await t.app.uploads.datastore.getUpload(idOf(url))).offset).toBe(600);
    const someone = await newMember(t.app, 'Quelqu’un');
    expect((await open(t.app, someone.token, MiB)).statusCode).toBe(507);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${leaving.token}` },
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    // Gone from the folder or the bucket, not a day later: and its room with it.
    await expect(t.app.uploads.datastore.getUpload(idOf(url))).rejects.toMatchObject({ status_code: 404 });
    for (const id of [idOf(url), idOf(second)]) expect(await t.app.uploads.rows.find(id)).toBeUndefined();
    expect((await open(t.app, someone.token, MiB)).statusCode).toBe(201);
  });
});
