import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_WORK_PER_ADDRESS, RATE_LIMITS } from '../../src/routes/api/rate-limits.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorBody } from '../support/error-body.js';
import { register } from './support.js';

// Every phone at the venue reaches the site from one public address. Guessers there
// must not lock the others out (decision 044: device cookies, the argon2 work paced per address).

let t: TestApp;
afterEach(async () => {
  await t.close();
});

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
const VENUE = '203.0.113.50';
const LOCKED = errorBody('Trop de tentatives. Réessayez dans 15 minutes.');
const BUSY = errorBody('Trop de connexions en même temps depuis votre réseau. Réessayez dans quelques secondes.');

/** POST /api/login_check from the venue's address, with a browser's cookie if it has one. */
const login = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { email, password },
    remoteAddress: VENUE,
    headers: cookie === undefined ? {} : { cookie },
  });

/** The device cookie a login answer sets, as the browser sends it back ("name=value"). */
function deviceCookie(res: Answer): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^congres_device=v1\.[^;]+; Path=\/api\/login_check; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  return header.split(';')[0] ?? '';
}

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>(
    (count, res) => ({ ...count, [res.statusCode]: (count[res.statusCode] ?? 0) + 1 }),
    {},
  );

describe('one address for the whole venue', () => {
  it('after 1,000 failed logins for made-up emails and 100 against her account, Alice logs in from her phone at once', async () => {
    t = await startTestApp();
    const alice = await register(t.app, { email: 'alice@exemple.fr' });
    const bob = await register(t.app, { email: 'bob@exemple.fr', username: 'Bob' });
    // Alice logged in from her phone earlier in the day: it holds a device cookie for her account.
    const earlier = await login(alice.email, alice.password);
    expect(earlier.statusCode).toBe(200);
    const phone = deviceCookie(earlier);

    // A guesser in the room: 1,000 made-up emails at once.
    const flood = await Promise.all(Array.from({ length: 1000 }, (_, i) => login(`invente${i}@exemple.fr`, 'devine')));
    const counted = statuses(flood);
    expect(Object.keys(counted).sort()).toEqual(['401', '429']);
    // The argon2 work is bounded: most were turned away before any hashing, told to wait a moment.
    expect(counted[401]).toBeLessThan(1000);
    expect(flood.find((res) => res.statusCode === 429)?.json()).toEqual(BUSY);

    // Then 100 guesses at Alice's own account, from the guesser's browser (no cookie of hers).
    const guesses: Answer[] = [];
    for (let i = 0; i < 100; i += 1) guesses.push(await login(alice.email, `devine ${i}`));
    // Her account's allowance for unknown browsers: her phone's first login was one of them.
    const allowance = RATE_LIMITS.loginPerEmail.max - 1;
    expect(statuses(guesses)).toEqual({ 401: allowance, 429: 100 - allowance });
    expect(guesses.at(-1)?.json()).toEqual(LOCKED);

    // Alice, from the phone that logged in before: on the first try.
    const fromPhone = await login(alice.email, alice.password, phone);
    expect(fromPhone.statusCode).toBe(200);
    expect(fromPhone.json()).toHaveProperty('token');
    // A new browser gets no more than the guesser for 15 minutes: nothing tells the two apart
    // (decision 044; "Mot de passe oublié" remains).
    const fromNewBrowser = await login(alice.email, alice.password);
    expect(fromNewBrowser.statusCode).toBe(429);
    expect(fromNewBrowser.json()).toEqual(LOCKED);
    // Bob, whose account nobody guessed, logs in from a new browser on the same address at once.
    const bobNew = await login(bob.email, bob.password);
    expect(bobNew.statusCode).toBe(200);
  });

  it('gives a known device its own allowance, which guessers elsewhere never use up', async () => {
    t = await startTestApp();
    const alice = await register(t.app, { email: 'alice@exemple.fr' });
    const phone = deviceCookie(await login(alice.email, alice.password));
    // Her own typos on her phone count for the phone alone…
    for (let i = 0; i < RATE_LIMITS.loginPerDevice.max; i += 1) {
      expect((await login(alice.email, 'faute de frappe', phone)).statusCode).toBe(401);
    }
    expect((await login(alice.email, alice.password, phone)).json()).toEqual(LOCKED);
    // …and leave her a new browser's allowance.
    expect((await login(alice.email, alice.password)).statusCode).toBe(200);
  });

  it('takes a device cookie for its own account only, and never a forged or mangled one', async () => {
    t = await startTestApp();
    const alice = await register(t.app, { email: 'alice@exemple.fr' });
    const bob = await register(t.app, { email: 'bob@exemple.fr', username: 'Bob' });
    const bobsPhone = deviceCookie(await login(bob.email, bob.password));
    const [, bobId = '', deviceId = '', mac = ''] = /^congres_device=v1\.(\d+)\.([^.]+)\.(.+)$/.exec(bobsPhone) ?? [];
    const aliceId = String(Number(bobId) - 1);
    const forged = [
      bobsPhone, // Bob's phone is not a known device for Alice's account
      `congres_device=v1.${aliceId}.${deviceId}.${mac}`, // his signature under her id
      `congres_device=v1.${bobId}.${deviceId}.${mac.slice(0, -1)}A`,
      'congres_device=garbage',
      `congres_device=${'x'.repeat(9000)}`,
    ];
    // Each counts against Alice's allowance for unknown browsers, as no cookie would.
    for (const cookie of forged) expect((await login(alice.email, 'devine', cookie)).statusCode).toBe(401);
    for (let i = forged.length; i < RATE_LIMITS.loginPerEmail.max; i += 1) await login(alice.email, 'devine');
    expect((await login(alice.email, alice.password, bobsPhone)).json()).toEqual(LOCKED);
  });

  it('paces unknown browsers’ logins per address, and serves the next one once a flood stops', async () => {
    t = await startTestApp();
    const bob = await register(t.app, { email: 'bob@exemple.fr', username: 'Bob' });
    const { burst, maxWaiting } = LOGIN_WORK_PER_ADDRESS;
    const flood = await Promise.all(
      Array.from({ length: burst + maxWaiting + 40 }, (_, i) => login(`invente${i}@exemple.fr`, 'devine')),
    );
    // More than its turns and its line at once: the surplus is turned away before any hashing.
    expect(statuses(flood)[429]).toBeGreaterThan(0);
    // Another address is never paced by this one.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: bob.email, password: bob.password },
      remoteAddress: '198.51.100.9',
    });
    expect(elsewhere.statusCode).toBe(200);
    // The flood over, the venue's next login waits its turn (a fraction of a second), never 15 minutes.
    expect((await login(bob.email, bob.password)).statusCode).toBe(200);
  });
});
