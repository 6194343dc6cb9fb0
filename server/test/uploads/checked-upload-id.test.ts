import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { noisyJpeg } from '../gallery/support/images.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ask, newKey, openUpload, sendBytes } from './support.js';

// Decision 073: the tus server acts on the upload id the route checked for ownership, never on
// an id it finds elsewhere in the URL (it takes the last `/` of the whole URL, query included).

let t: TestApp;
let victim: Member;
let attacker: Member;
let jpeg: Buffer;
let intrusion: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  victim = await newMember(t.app, 'Victime');
  attacker = await newMember(t.app, 'Intrus');
  jpeg = await noisyJpeg(300, 200);
  intrusion = await noisyJpeg(310, 200);
});
afterAll(async () => {
  await t.close();
});

const idOf = (url: string) => url.split('/').pop() ?? '';
/** The victim's upload, 1000 bytes in, under its own key; and one of the attacker's own, empty. */
async function victimAndOwn() {
  const key = newKey();
  const theirs = await openUpload(t.app, victim.token, jpeg.length, {
    filename: 'victime.jpg',
    filetype: 'image/jpeg',
    key,
  });
  expect((await sendBytes(t.app, victim.token, theirs, 0, jpeg.subarray(0, 1000))).statusCode).toBe(204);
  const own = await openUpload(t.app, attacker.token, jpeg.length);
  return { theirs, own, key, victimId: idOf(theirs), ownId: idOf(own) };
}

/** Addresses that name the attacker's own upload to the router and the victim's further on. */
const variants = (own: string, victimId: string) => [
  `${own}?/${victimId}`,
  `${own}?x=/api/uploads/${victimId}`,
  `${own}?/../${victimId}`,
  `${own}?%2F${victimId}`,
  `${own}%2F${victimId}`,
  `${own}%2F..%2F${victimId}`,
  `${own};x=/${victimId}`,
  `${own}/../${victimId}`,
  `${own}/./${victimId}`,
  `${own}/`,
  `${own}/${victimId}`,
];

/** The victim's upload as it was: 1000 bytes in, receiving, its outcome not there yet. */
async function expectUntouched(theirs: string) {
  const head = await ask(t.app, victim.token, 'HEAD', theirs);
  expect(head.statusCode).toBe(200);
  expect(head.headers['upload-offset']).toBe('1000');
  expect(head.headers['upload-length']).toBe(String(jpeg.length));
  const outcome = await ask(t.app, victim.token, 'GET', `${theirs}/outcome`);
  expect(outcome.statusCode).toBe(409);
  expect(outcome.json<{ message: string }>().message).toMatch(/pas encore entièrement reçue/);
}

describe('an upload id anywhere else in the URL than where the route read it', () => {
  it('HEAD never reads the victim’s offset or length', async () => {
    const { theirs, own, victimId } = await victimAndOwn();
    for (const url of variants(own, victimId)) {
      const res = await ask(t.app, attacker.token, 'HEAD', url);
      if (res.statusCode === 200) expect(res.headers['upload-offset'], url).toBe('0');
      else expect(res.statusCode, url).toBe(404);
    }
    await expectUntouched(theirs);
  });

  it('PATCH never writes into the victim’s upload, nor publishes under their name and key; /outcome stays theirs', async () => {
    const { theirs, own, victimId, key } = await victimAndOwn();
    const rest = intrusion.subarray(0, jpeg.length - 1000);
    for (const url of variants(own, victimId)) {
      // At the victim's offset, with the bytes that would complete their file.
      const res = await sendBytes(t.app, attacker.token, url, 1000, rest);
      expect([404, 409], url).toContain(res.statusCode);
    }
    // The attacker's outcome through the same tricks: never an answer of the victim's upload.
    for (const url of [
      `${own}/outcome?/${victimId}/outcome`,
      `${own}/outcome/../../${victimId}/outcome`,
      `${own}%2F..%2F${victimId}/outcome`,
      `${own}/outcome;/${victimId}/outcome`,
    ]) {
      expect([404, 409], url).toContain((await ask(t.app, attacker.token, 'GET', url)).statusCode);
    }
    await expectUntouched(theirs);
    // The victim completes their own photo: it is theirs, published once under their key.
    const last = await sendBytes(t.app, victim.token, theirs, 1000, jpeg.subarray(1000));
    expect(last.statusCode).toBe(200);
    const [photo] = last.json<{ published: Photo[] }>().published as [Photo];
    expect(photo.username).toBe('Victime');
    expect((await ask(t.app, victim.token, 'GET', `${theirs}/outcome`)).json()).toEqual(last.json());
    const again = await openUpload(t.app, victim.token, jpeg.length, {
      filename: 'v.jpg',
      filetype: 'image/jpeg',
      key,
    });
    const replay = await sendBytes(t.app, victim.token, again, 0, jpeg);
    expect(replay.json()).toEqual(last.json());
  });

  it('DELETE never removes the victim’s upload', async () => {
    const { theirs, own, victimId } = await victimAndOwn();
    for (const url of variants(own, victimId)) {
      const res = await ask(t.app, attacker.token, 'DELETE', url);
      expect([204, 404], url).toContain(res.statusCode);
    }
    await expectUntouched(theirs);
  });
});

describe('upload ids in the logs', () => {
  it('are never written whole, in the path or in the query', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.config, { level: 'info', stream: { write: (line: string) => void lines.push(line) } });
    try {
      const { theirs, own, victimId, ownId } = await victimAndOwn();
      for (const method of ['HEAD', 'DELETE'] as const) {
        await ask(app, attacker.token, method, `${own}?/${victimId}`);
        await ask(app, victim.token, method, theirs);
      }
      const log = lines.join('\n');
      expect(log).toContain(`/api/uploads/${ownId.slice(0, 8)}…?/${victimId.slice(0, 8)}…`);
      for (const id of [ownId, victimId]) expect(log).not.toContain(id);
    } finally {
      await app.close();
    }
  });
});
