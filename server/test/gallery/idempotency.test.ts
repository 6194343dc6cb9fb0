import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadFailure, UploadResult } from '@congres/contracts';
import {
  ABANDONED_AFTER_MS,
  KEY_LIFETIME_MS,
  publishOnce,
  STILL_PUBLISHING,
  sweepIdempotencyKeys,
} from '../../src/domain/photos/idempotent-publish.js';
import { DUPLICATE_PHOTO } from '../../src/domain/photos/photo-store.js';
import { publishUploads } from '../../src/domain/photos/publish-uploads.js';
import { NOT_AN_IMAGE } from '../../src/domain/photos/render-photo.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PDF_BYTES, solidImage } from './support/images.js';
import { uploadRequest, type UploadFile } from './support/multipart.js';
import { newMember, type Member } from './support/sign-in.js';

let t: TestApp;
let camille: Member;
let dominique: Member;
beforeAll(async () => {
  t = await startTestApp();
  camille = await newMember(t.app, 'Camille Martin');
  dominique = await newMember(t.app, 'Dominique Petit');
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
/** A key no other test uses, as our client makes one per photo. */
const newKey = () => `cle-de-test-${(keys += 1)}-${crypto.randomUUID()}`;

async function send(files: UploadFile[], key: string | null, member: Member = camille) {
  const request = await uploadRequest(files, member.token);
  return t.app.inject({ ...request, headers: { ...request.headers, ...(key ? { 'idempotency-key': key } : {}) } });
}

const photosOf = async (member: Member) => (await t.app.photos.store.listOf(member.id)).length;

const keyRow = (member: Member, key: string) =>
  t.app.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', member.id)
    .where('key', '=', key)
    .executeTakeFirst();

describe('POST /api/upload-photo with an Idempotency-Key', () => {
  it('answers a repeat after success with the same photo (200), stored once', async () => {
    const key = newKey();
    const photo = { name: 'IMG_0100.JPG', data: await solidImage('jpeg') };
    const before = await photosOf(camille);

    const first = await send([photo], key);
    expect(first.statusCode).toBe(201);
    // The answer is lost on the way; the phone sends the same photo with the same key.
    const repeat = await send([photo], key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<UploadResult>()).toEqual(first.json<UploadResult>());
    expect(await photosOf(camille)).toBe(before + 1);
  });

  it('answers the photo an attempt stored before it failed, not "déjà publié"', async () => {
    const key = newKey();
    const data = await solidImage('jpeg');
    // The pipeline stores the photo, then the attempt fails before answering (as when its answer is lost).
    const failing = publishOnce(t.app, camille.id, key, async () => {
      const file = { name: 'IMG_0200.JPG', path: await tempCopy(data), refusal: null };
      await publishUploads(t.app.photos, { maxPixels: 50_000_000, log: t.app.log }, [file], camille);
      throw new Error('connection lost after the photo was stored');
    });
    await expect(failing).rejects.toThrow('connection lost');
    const stored = await photosOf(camille);

    const repeat = await send([{ name: 'IMG_0200.JPG', data }], key);
    expect(repeat.statusCode).toBe(200);
    const body = repeat.json<UploadResult>();
    expect(body.refused).toEqual([]);
    expect(body.published).toHaveLength(1);
    expect(body.published[0]).toMatchObject({ username: 'Camille Martin' });
    expect(await photosOf(camille)).toBe(stored);
    // The same key answers the same from now on.
    expect((await send([{ name: 'IMG_0200.JPG', data }], key)).json<UploadResult>()).toEqual(body);
  });

  it('takes over a key whose server died after storing the photo, once its heartbeat is stale', async () => {
    const key = newKey();
    const data = await solidImage('jpeg');
    // What a server killed mid-upload leaves: its pending key, then the photo it stored.
    const beat = new Date(Date.now() - ABANDONED_AFTER_MS - 1000).toISOString();
    await t.app.db
      .insertInto('idempotency_keys')
      .values({ user_id: camille.id, key, state: 'pending', attempt: 'mort', outcome: null, heartbeat_at: beat })
      .execute();
    expect((await send([{ name: 'IMG_0300.JPG', data }], null)).statusCode).toBe(201);
    const stored = await photosOf(camille);

    const repeat = await send([{ name: 'IMG_0300.JPG', data }], key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<UploadResult>().published).toHaveLength(1);
    expect(await photosOf(camille)).toBe(stored);
    expect(await keyRow(camille, key)).toMatchObject({ state: 'done' });
  });

  it('refuses a repeat while the first is still publishing (409, Retry-After), and stores once', async () => {
    const key = newKey();
    const data = await solidImage('jpeg');
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const first = publishOnce(t.app, camille.id, key, async () => {
      await held;
      const file = { name: 'IMG_0400.JPG', path: await tempCopy(data), refusal: null };
      return publishUploads(t.app.photos, { maxPixels: 50_000_000, log: t.app.log }, [file], camille);
    });
    // The first attempt owns the key once its row exists.
    await expect.poll(() => keyRow(camille, key)).toMatchObject({ state: 'pending' });

    const repeat = await send([{ name: 'IMG_0400.JPG', data }], key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.headers['retry-after']).toBe('2');
    expect(repeat.json<UploadFailure>().message).toBe(STILL_PUBLISHING);

    finish();
    const outcome = await first;
    expect(outcome.published).toHaveLength(1);
    const later = await send([{ name: 'IMG_0400.JPG', data }], key);
    expect(later.statusCode).toBe(200);
    expect(later.json<UploadResult>().published).toEqual(outcome.published);
  });

  it('stores once when the same request arrives three times at once', async () => {
    const key = newKey();
    const photo = { name: 'IMG_0500.JPG', data: await solidImage('jpeg') };
    const before = await photosOf(camille);
    const answers = await Promise.all([send([photo], key), send([photo], key), send([photo], key)]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
    expect(await photosOf(camille)).toBe(before + 1);
  });

  it('keeps another account’s same key apart', async () => {
    const key = newKey();
    const mine = await send([{ name: 'a.jpg', data: await solidImage('jpeg') }], key, camille);
    const theirs = await send([{ name: 'b.jpg', data: await solidImage('jpeg') }], key, dominique);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    const [own] = mine.json<UploadResult>().published;
    const [other] = theirs.json<UploadResult>().published;
    expect(own?.username).toBe('Camille Martin');
    expect(other?.username).toBe('Dominique Petit');
    expect(other?.id).not.toBe(own?.id);
  });

  it('remembers a refusal: the repeat gets the same refusal', async () => {
    const key = newKey();
    const first = await send([{ name: 'faux.jpg', data: PDF_BYTES }], key);
    expect(first.statusCode).toBe(415);
    expect(first.json<UploadFailure>().refused).toEqual([{ name: 'faux.jpg', reason: NOT_AN_IMAGE }]);
    const repeat = await send([{ name: 'faux.jpg', data: PDF_BYTES }], key);
    expect(repeat.statusCode).toBe(415);
    expect(repeat.json<UploadFailure>()).toEqual(first.json<UploadFailure>());
    expect(await keyRow(camille, key)).toMatchObject({ state: 'done' });
  });

  it('without a key, refuses the same photo sent again as today ("déjà publié")', async () => {
    const photo = { name: 'IMG_0600.JPG', data: await solidImage('jpeg') };
    expect((await send([photo], null)).statusCode).toBe(201);
    const again = await send([photo], null);
    expect(again.statusCode).toBe(400);
    expect(again.json<UploadFailure>().refused).toEqual([{ name: 'IMG_0600.JPG', reason: DUPLICATE_PHOTO }]);
  });

  it('with a new key, still refuses a photo published earlier ("déjà publié")', async () => {
    const photo = { name: 'IMG_0700.JPG', data: await solidImage('jpeg') };
    expect((await send([photo], newKey())).statusCode).toBe(201);
    const again = await send([photo], newKey());
    expect(again.statusCode).toBe(400);
    expect(again.json<UploadFailure>().refused).toEqual([{ name: 'IMG_0700.JPG', reason: DUPLICATE_PHOTO }]);
  });

  it('keeps keys a day, then sweeps them by age', async () => {
    const old = newKey();
    const young = newKey();
    expect((await send([{ name: 'a.jpg', data: await solidImage('jpeg') }], old)).statusCode).toBe(201);
    expect((await send([{ name: 'b.jpg', data: await solidImage('jpeg') }], young)).statusCode).toBe(201);
    // First seen just over a day ago, and just under.
    const at = (ms: number) => new Date(Date.now() - ms).toISOString();
    await sql`update idempotency_keys set created_at = ${at(KEY_LIFETIME_MS + 60_000)} where key = ${old}`.execute(
      t.app.db,
    );
    await sql`update idempotency_keys set created_at = ${at(KEY_LIFETIME_MS - 60_000)} where key = ${young}`.execute(
      t.app.db,
    );

    expect(await sweepIdempotencyKeys(t.app.db, new Date(Date.now() - KEY_LIFETIME_MS))).toBeGreaterThanOrEqual(1);
    expect(await keyRow(camille, old)).toBeUndefined();
    expect(await keyRow(camille, young)).toMatchObject({ state: 'done' });
  });

  it('forgets the keys of a deleted account', async () => {
    const leaving = await newMember(t.app, 'Alix Départ');
    const key = newKey();
    expect((await send([{ name: 'a.jpg', data: await solidImage('jpeg') }], key, leaving)).statusCode).toBe(201);
    await t.app.db.deleteFrom('photos').where('user_id', '=', leaving.id).execute();
    await t.app.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect(await keyRow(leaving, key)).toBeUndefined();
  });
});

/** A copy of `data` in the upload folder, as the route would have received it. */
async function tempCopy(data: Buffer): Promise<string> {
  const file = path.join(t.app.photos.incomingDir, `test-${crypto.randomUUID()}`);
  await fs.writeFile(file, data);
  return file;
}
