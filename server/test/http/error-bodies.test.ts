import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../gallery/support/multipart.js';
import { signIn } from '../gallery/support/sign-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MAX_FILES: '1' });
  token = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
});

/** The body of a JSON refusal, with both fields checked to hold the same French sentence. */
function refusal(res: LightMyRequestResponse): Record<string, unknown> {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<Record<string, unknown>>();
  expect(typeof body.message).toBe('string');
  expect(body.error).toBe(body.message);
  return body;
}

describe('every JSON error answer has `message` and `error`, the same French sentence', () => {
  it.each([
    ['a schema violation (400)', { method: 'POST' as const, url: '/api/register', payload: {} }, 400],
    [
      'invalid JSON (400)',
      {
        method: 'POST' as const,
        url: '/api/login_check',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'a text body (415)',
      { method: 'POST' as const, url: '/api/login_check', payload: 'x', headers: { 'content-type': 'text/plain' } },
      415,
    ],
    [
      'bad credentials (401)',
      { method: 'POST' as const, url: '/api/login_check', payload: { email: 'x@exemple.fr', password: 'x' } },
      401,
    ],
    ['no token (401)', { method: 'POST' as const, url: '/api/logout' }, 401],
    ['an unknown API route (404)', { method: 'GET' as const, url: '/api/nothing' }, 404],
    ['a method the path does not take (405)', { method: 'DELETE' as const, url: '/api/photos' }, 405],
    ['a malformed URL, refused by the router (400)', { method: 'GET' as const, url: '/api/%E0%A4%A' }, 400],
  ])('%s', async (_kind, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(Object.keys(refusal(res)).sort()).toEqual(['error', 'message']);
  });

  it('an upload refusal keeps its published and refused lists', async () => {
    const { payload, headers } = await multipart([{ name: 'notes.txt', data: Buffer.from('pas une image') }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-photo',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    const body = refusal(res);
    expect(body.published).toEqual([]);
    expect(body.refused).toEqual([{ name: 'notes.txt', reason: expect.any(String) as string }]);
  });

  it('an upload over the file count is refused the same way', async () => {
    const { payload, headers } = await multipart([
      { name: 'a.jpg', data: Buffer.from('a') },
      { name: 'b.jpg', data: Buffer.from('b') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-photo',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(413);
    expect(refusal(res)).toMatchObject({ published: [], refused: [] });
  });

  it('a success answer gets no error field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('error');
  });
});
