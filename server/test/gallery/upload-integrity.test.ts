import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Photo, UploadFailure, UploadResult } from '@congres/contracts';
import { failPhotoInserts } from '../support/database-faults.js';
import { storedFiles, storedPathsOf } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { noisyPng, solidImage } from './support/images.js';
import { multipart, type UploadFile } from './support/multipart.js';
import { signIn } from './support/sign-in.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function upload(app: TestApp, token: string, files: UploadFile[]) {
  const { payload, headers } = await multipart(files);
  return app.app.inject({
    method: 'POST',
    url: '/api/upload-photo',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

describe('upload limits and integrity', () => {
  it('refuses a file over UPLOAD_MAX_FILE_MB with its reason, and keeps the others', async () => {
    t = await startTestApp({ UPLOAD_MAX_FILE_MB: '1' });
    const token = await signIn(t.app);
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(1024 * 1024);

    const alone = await upload(t, token, [{ name: 'enorme.png', data: big }]);
    expect(alone.statusCode).toBe(413);
    expect(alone.json<UploadFailure>().refused).toEqual([{ name: 'enorme.png', reason: 'Le fichier dépasse 1 Mo.' }]);

    const mixed = await upload(t, token, [
      { name: 'enorme.png', data: big },
      { name: 'petite.jpg', data: await solidImage('jpeg') },
    ]);
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json<UploadResult>().published).toHaveLength(1);
  });

  it('publishes 20 uploads sent at once, each listed with its files present', async () => {
    t = await startTestApp();
    const app = t;
    const token = await signIn(app.app);
    const images = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        solidImage('jpeg', 400 + i, 300, `#${(i * 12).toString(16).padStart(2, '0')}6699`),
      ),
    );
    const answers = await Promise.all(images.map((data, i) => upload(app, token, [{ name: `photo-${i}.jpg`, data }])));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));

    const listed = (await app.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>();
    expect(listed).toHaveLength(20);
    expect(new Set(listed.map((photo) => photo.width))).toEqual(new Set(images.map((_, i) => 400 + i)));
    // Each listed photo has its files (AVIF thumbnail included), and nothing else is stored
    // (temporary files included).
    expect(listed.every((photo) => typeof photo.thumbnailAvif === 'string')).toBe(true);
    const stored = await storedFiles(app.app);
    expect(stored).toEqual(listed.flatMap(storedPathsOf).sort());
  });

  it('leaves neither a row nor a file when the database write fails after the files were written', async () => {
    t = await startTestApp();
    const token = await signIn(t.app);
    await upload(t, token, [{ name: 'avant.jpg', data: await solidImage('jpeg') }]);
    // The failure is injected inside the database itself, between the file writes and the row.
    await failPhotoInserts(t);

    const res = await upload(t, token, [
      { name: 'a.jpg', data: await solidImage('jpeg') },
      { name: 'b.png', data: await solidImage('png') },
    ]);
    expect(res.statusCode).toBe(500);
    expect(res.json<{ message: string }>().message).toBe('Erreur serveur. Veuillez réessayer plus tard.');

    const rows = await t.app.db.selectFrom('photos').selectAll().execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (row === undefined) throw new Error('no photo row');
    expect(await storedFiles(t.app)).toEqual(
      storedPathsOf({ ...row, thumbnailAvif: row.thumbnail_avif, display: row.display }),
    );
    expect(fs.readdirSync(path.join(t.dataDir, 'incoming'))).toEqual([]);
  });
});
