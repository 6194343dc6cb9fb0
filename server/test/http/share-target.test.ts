import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage } from '../gallery/support/images.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Decision 073: photos shared to the installed app whose POST reaches the server (its service
// worker not in control) land on the gallery, which says they did not arrive.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /vos-photos/partage reaching the server', () => {
  it('sends the attendee to the gallery with the flag that says the photos did not arrive', async () => {
    const form = new FormData();
    const jpeg = await solidImage('jpeg', 64, 48);
    form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'partagee.jpg');
    const request = new Request('http://congres.test/vos-photos/partage', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/vos-photos/partage',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vos-photos?partage=perdu');
    // Nothing kept: the server never queues shared photos.
    expect(await t.app.photos.store.list()).toEqual([]);
  });

  it('does so for a share without a body too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/vos-photos/partage' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vos-photos?partage=perdu');
  });
});
