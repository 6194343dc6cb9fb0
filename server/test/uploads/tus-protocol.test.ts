import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../gallery/support/images.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ask, newKey, openUpload } from './support.js';

// What any tus 1.0.0 client (Uppy, tus-js-client, the mobile SDKs) expects of the server
// (decision 073): creation with the whole file in it, discovery by OPTIONS, and Tus-Resumable
// on every answer.

let t: TestApp;
let member: Member;
let other: Member;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MAX_FILE_MB: '2' });
  member = await newMember(t.app, 'Client Tus');
  other = await newMember(t.app, 'Autre Client');
});
afterAll(async () => {
  await t.close();
});

const b64 = (value: string) => Buffer.from(value).toString('base64');

describe('the tus protocol as any client speaks it', () => {
  it('answers a creation carrying the whole file 201 with Location and Upload-Offset; /outcome gives the photo', async () => {
    const jpeg = await noisyJpeg(320, 240);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        authorization: `Bearer ${member.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(jpeg.length),
        'upload-metadata': `filename ${b64('en-une-fois.jpg')},key ${b64(newKey())}`,
        'content-type': 'application/offset+octet-stream',
      },
      payload: jpeg,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(res.headers['upload-offset']).toBe(String(jpeg.length));
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);

    const outcome = await ask(t.app, member.token, 'GET', `${location}/outcome`);
    expect(outcome.statusCode).toBe(200);
    const [photo] = outcome.json<{ published: Photo[] }>().published as [Photo];
    expect(photo.username).toBe('Client Tus');
    const head = await ask(t.app, member.token, 'HEAD', location);
    expect(head.headers['upload-offset']).toBe(String(jpeg.length));
    // The bytes in transit are gone, as after a finishing PATCH.
    await expect(t.app.uploads.datastore.getUpload(location.split('/').pop() ?? '')).rejects.toMatchObject({
      status_code: 404,
    });
  });

  it('answers OPTIONS with the protocol’s version, extensions and largest file', async () => {
    const url = await openUpload(t.app, member.token, 100);
    for (const path of ['/api/uploads', url]) {
      const res = await t.app.inject({ method: 'OPTIONS', url: path });
      expect(res.statusCode, path).toBe(204);
      expect(res.headers['tus-version']).toBe('1.0.0');
      expect(res.headers['tus-resumable']).toBe('1.0.0');
      expect(String(res.headers['tus-extension']).split(',')).toEqual(
        expect.arrayContaining(['creation', 'creation-with-upload', 'termination']),
      );
      expect(res.headers['tus-max-size']).toBe(String(2 * 1024 * 1024));
      expect(String(res.headers.allow)).toContain('OPTIONS');
    }
  });

  it('names Tus-Resumable on every answer, refusals included', async () => {
    const url = await openUpload(t.app, member.token, 100);
    const unknown = `/api/uploads/${'a'.repeat(32)}`;
    const tus = (token: string) => ({ authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' });
    for (const [name, request] of [
      ['HEAD of an unknown upload', { method: 'HEAD', url: unknown, headers: tus(member.token) }],
      ['HEAD of another’s upload', { method: 'HEAD', url, headers: tus(other.token) }],
      ['PATCH without a token', { method: 'PATCH', url, headers: { 'tus-resumable': '1.0.0' } }],
      [
        'creation in another version',
        { method: 'POST', url: '/api/uploads', headers: { ...tus(member.token), 'tus-resumable': '0.2' } },
      ],
      ['outcome of another’s upload', { method: 'GET', url: `${url}/outcome`, headers: tus(other.token) }],
      ['DELETE of an unknown upload', { method: 'DELETE', url: unknown, headers: tus(member.token) }],
    ] as const) {
      const res = await t.app.inject(request);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.headers['tus-resumable'], name).toBe('1.0.0');
    }
  });
});
