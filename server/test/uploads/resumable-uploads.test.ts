import net from 'node:net';
import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../gallery/support/images.js';
import { newMember } from '../gallery/support/sign-in.js';
import { uploadRequest } from '../gallery/support/multipart.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { cuttingProxy, listening, newKey, openUpload, resultOf, tusUpload } from './support.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t.app);
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' });
const photosOf = async (username: string) =>
  (await t.app.photos.store.list()).filter((photo: Photo) => photo.username === username);

describe('resumable uploads (tus 1.0.0)', () => {
  it('publishes a photo sent in chunks once, answering the photo as POST /api/upload-photo does', async () => {
    const member = await newMember(t.app, 'Envoi Par Morceaux');
    const jpeg = await noisyJpeg(900, 700);
    expect(jpeg.length).toBeGreaterThan(3 * 64 * 1024);
    const run = await tusUpload(base, member.token, jpeg, { chunkSize: 64 * 1024, name: 'plage.jpg' });

    const patches = run.requests.filter((request) => request.method === 'PATCH');
    expect(patches.length).toBe(Math.ceil(jpeg.length / (64 * 1024)));
    const result = resultOf(run);
    expect(result.refused).toEqual([]);
    expect(result.published).toHaveLength(1);
    const [photo] = result.published as [Photo];
    expect(photo.username).toBe('Envoi Par Morceaux');
    expect((await photosOf('Envoi Par Morceaux')).map((p) => p.id)).toEqual([photo.id]);

    // The answer stays available, and the upload says it is complete; its bytes in transit are gone.
    const url = new URL(run.url).pathname;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    const outcome = await t.app.inject({ method: 'GET', url: `${url}/outcome`, headers: bearer(member.token) });
    expect(outcome.statusCode).toBe(200);
    expect(outcome.json()).toEqual(result);
    const head = await t.app.inject({ method: 'HEAD', url, headers: bearer(member.token) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(jpeg.length));
  });

  it('resumes a transfer cut half way from the bytes the server kept, without sending them again', async () => {
    const member = await newMember(t.app, 'Wifi Capricieux');
    const jpeg = await noisyJpeg(1000, 800);
    const proxy = await cuttingProxy(base, { cutAfter: Math.floor(jpeg.length / 2) });
    try {
      const run = await tusUpload(proxy.url, member.token, jpeg, { key: newKey() });
      expect(proxy.state.cut).toBe(true);
      const [resumedAt] = run.headOffsets;
      expect(resumedAt).toBeGreaterThan(0);
      // The resuming PATCH starts where the server stands.
      expect(run.requests.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual(['0', String(resumedAt)]);
      // After the cut, only what the server lacked went again (plus the requests' headers).
      expect(proxy.state.sentAfterCut).toBeLessThan(jpeg.length - (resumedAt ?? 0) + 4096);
      expect(proxy.state.sentAfterCut).toBeGreaterThanOrEqual(jpeg.length - (resumedAt ?? 0));
      expect(resultOf(run).published).toHaveLength(1);
      expect(await photosOf('Wifi Capricieux')).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('refuses a PATCH at the wrong offset at once and closes its connection, without waiting for its body', async () => {
    const member = await newMember(t.app, 'Renvoi Du Navigateur');
    const url = await openUpload(t.app, member.token, 2_000_000);
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    // A chunk sent again from where it began, as Chromium resends a request cut on a reused
    // connection: the server has none of those bytes at offset 1000 (it has 0).
    socket.write(
      [
        `PATCH ${url} HTTP/1.1`,
        `host: 127.0.0.1:${port}`,
        `authorization: Bearer ${member.token}`,
        'tus-resumable: 1.0.0',
        'upload-offset: 1000',
        'content-type: application/offset+octet-stream',
        'content-length: 1000000',
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(Buffer.alloc(64 * 1024));
    // Closed by the server with 936 KB of the body never sent.
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 409 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('publishes a photo once per idempotency key, whether it comes again by tus or came by the form', async () => {
    const member = await newMember(t.app, 'Clé Unique');
    const jpeg = await noisyJpeg(400, 300);
    const key = newKey();
    const first = resultOf(await tusUpload(base, member.token, jpeg, { key }));
    expect(first.published).toHaveLength(1);
    // The answer was lost: the queue sends the photo again, in a new upload, under the same key.
    const again = resultOf(await tusUpload(base, member.token, jpeg, { key }));
    expect(again).toEqual(first);
    expect(await photosOf('Clé Unique')).toHaveLength(1);

    // A photo first sent with the form under a key: the tus upload under that key answers it.
    const other = await noisyJpeg(410, 300);
    const formKey = newKey();
    const request = await uploadRequest([{ name: 'photo.jpg', data: other }], member.token);
    const form = await t.app.inject({ ...request, headers: { ...request.headers, 'idempotency-key': formKey } });
    expect(form.statusCode).toBe(201);
    const byTus = resultOf(await tusUpload(base, member.token, other, { key: formKey }));
    expect(byTus.published.map((photo) => photo.id)).toEqual(
      form.json<{ published: Photo[] }>().published.map((p) => p.id),
    );
    expect(await photosOf('Clé Unique')).toHaveLength(2);
  });
});
