import type { Photo, UploadResult } from '@congres/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFor } from '../../src/plugins/database/migrations/index.js';
import type { SchemaDialect } from '../../src/plugins/database/schema-dialect.js';
import { callGuarded, login, register } from '../accounts/support.js';
import { waitFor } from '../faults/support/child-server.js';
import { solidImage } from '../gallery/support/images.js';
import { uploadRequest } from '../gallery/support/multipart.js';
import { testEngines } from '../support/engines.js';
import { startTestApp, tempDir, type TestApp } from '../support/test-app.js';

// Two instances of one site, as behind a load balancer: the same DATA_DIR here, so the same
// SQLite file and folder by default, or in a run with engines the same PostgreSQL database,
// bucket and Redis. What one does, the other sees at once.
const shared = tempDir('shared-site');
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // Started together on a fresh database: both migrate under the lock, neither fails.
  [a, b] = (await Promise.all(
    [1, 2].map(() => startTestApp({ DATA_DIR: shared.dir, PASSWORD_RESET_DELIVERY: 'response' })),
  )) as [TestApp, TestApp];
});
afterAll(async () => {
  await a.close();
  await b.close();
  shared.remove();
});

const list = (t: TestApp, etag?: string) =>
  t.app.inject({ method: 'GET', url: '/api/photos', headers: etag === undefined ? {} : { 'if-none-match': etag } });

let accounts = 0;
async function member(t: TestApp) {
  accounts += 1;
  const account = await register(t.app, { email: `instance${accounts}@exemple.fr`, username: `Membre ${accounts}` });
  expect(account.status).toBe(201);
  return { ...account, token: await login(t.app, account.email, account.password) };
}

describe('two instances of one site', () => {
  it('started together, applied each migration once', async () => {
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(a.app.db);
    // Every migration of the registry (only its names are read), each once, in order.
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrationsFor({} as SchemaDialect)).sort());
  });

  it('list at once what the other published, and a repeated If-None-Match never hides it', async () => {
    const alice = await member(a);
    let etag = String((await list(b)).headers.etag);
    for (let i = 0; i < 5; i += 1) {
      // Asked again and again with the ETag it had, while the other instance publishes.
      const [uploaded, during] = await Promise.all([
        a.app.inject(
          await uploadRequest([{ name: `p${i}.jpg`, data: await solidImage('jpeg', 200 + i, 150) }], alice.token),
        ),
        list(b, etag),
      ]);
      expect(uploaded.statusCode).toBe(201);
      expect([200, 304]).toContain(during.statusCode);
      const [photo] = uploaded.json<UploadResult>().published as [Photo];
      const after = await list(b, etag);
      expect(after.statusCode).toBe(200);
      expect(after.json<Photo[]>().map((listed) => listed.id)).toContain(photo.id);
      etag = String(after.headers.etag);
      // Its files are served by the instance that did not store them.
      for (const url of [`/uploads/photos/${photo.filename}`, `/uploads/photos/thumbs/${photo.thumbnail}`]) {
        expect((await b.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    }
    // And one deleted through b leaves a's list at once, and a's memory of its thumbnail soon.
    const photos = (await list(a)).json<Photo[]>();
    const before = String((await list(a)).headers.etag);
    const doomed = photos[0];
    if (doomed === undefined) throw new Error('no photo');
    const thumbnail = `/uploads/photos/thumbs/${doomed.thumbnail}`;
    expect((await a.app.inject({ method: 'GET', url: thumbnail })).statusCode).toBe(200);
    const deleted = await b.app.inject({
      method: 'DELETE',
      url: `/api/photos/${doomed.id}`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await list(a, before);
    expect(after.statusCode).toBe(200);
    expect(after.json<Photo[]>().map((photo) => photo.id)).not.toContain(doomed.id);
    expect((await a.app.inject({ method: 'GET', url: `/uploads/photos/${doomed.filename}` })).statusCode).toBe(404);
    await waitFor(
      'the other instance to forget the deleted thumbnail',
      async () => (await a.app.inject({ method: 'GET', url: thumbnail })).statusCode === 404,
      5_000,
    );
  });

  it('refuse at once on one a token logged out on the other', async () => {
    const bob = await member(a);
    expect(
      (await b.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${bob.token}` } }))
        .statusCode,
    ).toBe(200);
    expect((await callGuarded(a.app, bob.token)).statusCode).toBe(204);
    expect((await callGuarded(b.app, bob.token)).statusCode).toBe(401);
  });

  it('refuse on one every token of an account whose password was reset on the other', async () => {
    const chloe = await member(a);
    const second = await login(b.app, chloe.email, chloe.password);
    const forgot = await b.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: chloe.email } });
    const { token } = forgot.json<{ token: string }>();
    const reset = await a.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { password: 'un tout nouveau mot de passe' },
    });
    expect(reset.statusCode).toBe(200);
    for (const [t, bearer] of [
      [b, chloe.token],
      [b, second],
      [a, second],
    ] as const) {
      expect((await callGuarded(t.app, bearer)).statusCode).toBe(401);
    }
  });

  it(
    testEngines.redis === undefined
      ? 'count login attempts each in its own memory without REDIS_URL (one instance per site, then)'
      : 'count login attempts together with REDIS_URL: ten wrong passwords are ten, whichever instance got them',
    async () => {
      const target = await member(a);
      const attempt = (t: TestApp, password: string) =>
        t.app.inject({ method: 'POST', url: '/api/login_check', payload: { email: target.email, password } });
      // Logging in was the first attempt; nine wrong passwords follow, on each instance in turn
      // (the limit is ten per account a quarter-hour).
      for (let i = 0; i < 9; i += 1) expect((await attempt(i % 2 === 0 ? a : b, 'faux')).statusCode).toBe(401);
      const eleventh = await attempt(b, target.password);
      if (testEngines.redis === undefined) {
        expect(eleventh.statusCode).toBe(200);
      } else {
        expect(eleventh.statusCode).toBe(429);
        expect(eleventh.json<{ message: string }>().message).toMatch(
          /^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/,
        );
        expect((await attempt(a, target.password)).statusCode).toBe(429);
      }
    },
  );
});
