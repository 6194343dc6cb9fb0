import {
  BAD_SCREEN_ID,
  FIGURES_QUARTERS,
  PROGRAMME_SLOT_COUNT,
  SCREEN_EXPIRY_MS,
  TOO_MANY_SCREENS,
  type Figures,
  type SlotStar,
} from '@congres/contracts';
import { createHash, createHmac } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photosByQuarterHour } from '../../src/domain/figures/day-figures.js';
import { SCREEN_ADDRESS_KEY, SCREEN_CAPS } from '../../src/domain/wall/wall-screens.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, makeOrganiser, publish, report, setPublishedAt } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, tempDir, type TestApp } from '../support/test-app.js';

// Decisions 064 and 065: the organisers' figures, and the /mur screens counted
// in the shared database.

let t: TestApp;
let organiser: Member;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  t = await startTestApp();
  organiser = await newMember(t.app, 'Org Anisatrice');
  await makeOrganiser(t.app, organiser.id);
  alice = await newMember(t.app, 'Alice Martin');
  bob = await newMember(t.app, 'Bob Durand');
});
afterAll(async () => {
  await t.close();
});

async function figures(app = t.app): Promise<Figures> {
  const res = await app.inject({ method: 'GET', url: '/api/figures', headers: bearer(organiser.token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<Figures>();
}
/** The photos of the last two quarters: one published a moment ago may sit on either side of a quarter's end. */
const lately = (f: Figures) => f.quarterHours.slice(-2).reduce((sum, q) => sum + q.photos, 0);
const starsOf = (f: Figures, slotId: string) => f.stars.find((s) => s.slotId === slotId)?.accounts;

function star(member: Member, stars: SlotStar[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/programme/stars',
    headers: bearer(member.token),
    payload: { stars },
  });
}
const screen = (id: string, remoteAddress = '127.0.0.1'): InjectOptions => ({
  method: 'PUT',
  url: `/api/wall/screens/${id}`,
  remoteAddress,
});
/** An address as the table keeps it: keyed with the server's own derived key. */
const keyedHash = (address: string) =>
  createHmac('sha256', t.app.derivedKey(SCREEN_ADDRESS_KEY)).update(address).digest('hex');
/** A screen id as the wall makes them: 32 hex digits. */
let screens = 0;
const newScreenId = () => `${(screens += 1).toString(16).padStart(8, '0')}${'a'.repeat(24)}`;

describe('GET /api/figures', () => {
  it('is for organisers: a French 401 without a token, 403 for an attendee', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/figures' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody('Vous devez être connecté.'));
    const attendee = await t.app.inject({ method: 'GET', url: '/api/figures', headers: bearer(alice.token) });
    expect(attendee.statusCode).toBe(403);
    expect(attendee.json()).toEqual(errorBody('Cette action est réservée aux organisateurs du congrès.'));
  });

  it('counts accounts, photos (in the chart too), reports and announcements as they change', async () => {
    const before = await figures();
    expect(before).toMatchObject({ accounts: 3, photos: 0, openReports: 0, reportedPhotos: 0, announcements: 0 });
    expect(before.quarterHours).toHaveLength(FIGURES_QUARTERS);
    expect(before.quarterHours.every((q) => q.photos === 0)).toBe(true);

    const [first, second] = await publish(t.app, alice.token, 2);
    await publish(t.app, bob.token, 1);
    const published = await figures();
    expect(published.photos).toBe(3);
    expect(lately(published)).toBe(3);

    expect((await report(t.app, bob.token, first!.id)).statusCode).toBe(201);
    expect((await report(t.app, organiser.token, first!.id)).statusCode).toBe(201);
    expect((await report(t.app, bob.token, second!.id)).statusCode).toBe(201);
    expect(await figures()).toMatchObject({ openReports: 3, reportedPhotos: 2 });

    // Deleted by its owner: gone from the count, the chart, and its reports with it.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${first!.id}`,
      headers: bearer(alice.token),
    });
    expect(deleted.statusCode).toBe(204);
    const after = await figures();
    expect(after).toMatchObject({ photos: 2, openReports: 1, reportedPhotos: 1 });
    expect(lately(after)).toBe(2);

    // Kept by an organiser: its reports are cleared.
    const kept = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${second!.id}/reports`,
      headers: bearer(organiser.token),
    });
    expect(kept.statusCode).toBe(204);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: bearer(organiser.token),
      payload: { message: 'La plénière reprend à 14 h.' },
    });
    expect(posted.statusCode).toBe(201);
    await newMember(t.app, 'Chloé Petit');
    expect(await figures()).toMatchObject({
      accounts: 4,
      photos: 2,
      openReports: 0,
      reportedPhotos: 0,
      announcements: 1,
    });
  });

  it('counts, for every slot, the accounts that starred it now: two accounts, a removal, no names', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    expect(
      (
        await star(alice, [
          { slotId: '01', starred: true, updatedAt: at(10) },
          { slotId: '03', starred: true, updatedAt: at(10) },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await star(bob, [{ slotId: '03', starred: true, updatedAt: at(9) }])).statusCode).toBe(200);
    const both = await figures();
    expect(both.stars.map((s) => s.slotId)).toEqual(
      Array.from({ length: PROGRAMME_SLOT_COUNT }, (_v, i) => String(i + 1).padStart(2, '0')),
    );
    expect([starsOf(both, '01'), starsOf(both, '03'), starsOf(both, '02')]).toEqual([1, 2, 0]);
    expect(both.stars.every((s) => Object.keys(s).sort().join() === 'accounts,slotId')).toBe(true);
    expect(JSON.stringify(both)).not.toMatch(/Alice|Bob|photographe/);

    // Alice takes slot 03 off her programme: one account left on it.
    expect((await star(alice, [{ slotId: '03', starred: false, updatedAt: at(1) }])).statusCode).toBe(200);
    const removed = await figures();
    expect([starsOf(removed, '01'), starsOf(removed, '03')]).toEqual([1, 1]);
  });

  it('puts each photo in its quarter hour of the last 24 hours, the first quarter included, the one before not', async () => {
    const [early, inWindow, late] = await publish(t.app, bob.token, 3);
    const now = Date.parse('2021-05-23T10:05:00.000Z');
    // The window: the 96 quarters from 2021-05-22T10:15Z to the quarter in progress, 10:00Z.
    await setPublishedAt(t.app, early!.id, '2021-05-22T10:14:59.999Z');
    await setPublishedAt(t.app, inWindow!.id, '2021-05-22T10:15:00.000Z');
    await setPublishedAt(t.app, late!.id, '2021-05-23T08:07:30.000Z');
    const quarters = await photosByQuarterHour(t.app.db, now);
    expect(quarters).toHaveLength(FIGURES_QUARTERS);
    expect(quarters[0]).toEqual({ start: '2021-05-22T10:15:00.000Z', photos: 1 });
    expect(quarters.at(-1)?.start).toBe('2021-05-23T10:00:00.000Z');
    expect(quarters.find((q) => q.start === '2021-05-23T08:00:00.000Z')?.photos).toBe(1);
    expect(quarters.reduce((sum, q) => sum + q.photos, 0)).toBe(2);
  });
});

describe('PUT /api/wall/screens/{id}: the /mur screens on', () => {
  it('counts a screen once however often it speaks, and each screen apart', async () => {
    const base = (await figures()).screens;
    const id = newScreenId();
    expect((await t.app.inject(screen(id))).statusCode).toBe(204);
    expect((await t.app.inject(screen(id))).statusCode).toBe(204);
    expect((await figures()).screens).toBe(base + 1);
    expect((await t.app.inject(screen(newScreenId()))).statusCode).toBe(204);
    expect((await figures()).screens).toBe(base + 2);
  });

  it('refuses a malformed id in French, and stores nothing', async () => {
    const base = (await figures()).screens;
    for (const id of ['court', 'x'.repeat(65), 'a%20b'.repeat(5), '..%2F..%2Fetc%2Fpasswd']) {
      const res = await t.app.inject(screen(id));
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual(errorBody(BAD_SCREEN_ID));
    }
    expect((await figures()).screens).toBe(base);
  });

  it('stops counting a screen silent for longer than the expiry, and sweeps it when a new one arrives', async () => {
    const silent = newScreenId();
    expect((await t.app.inject(screen(silent))).statusCode).toBe(204);
    const base = (await figures()).screens;
    const past = new Date(Date.now() - SCREEN_EXPIRY_MS - 1000).toISOString();
    await sql`UPDATE wall_screens SET last_seen = ${past} WHERE screen_id = ${silent}`.execute(t.app.db);
    expect((await figures()).screens).toBe(base - 1);
    expect((await t.app.inject(screen(newScreenId()))).statusCode).toBe(204);
    const rows = await t.app.db.selectFrom('wall_screens').select('screen_id').execute();
    expect(rows.map((row) => row.screen_id)).not.toContain(silent);
    // Back on: counted again.
    expect((await t.app.inject(screen(silent))).statusCode).toBe(204);
    expect((await figures()).screens).toBe(base + 1);
  });

  it('caps the screens one address can count, in French; another address still counts', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < SCREEN_CAPS.perAddress; i += 1) {
      expect((await t.app.inject(screen(newScreenId(), address))).statusCode).toBe(204);
    }
    const full = await figures();
    const over = await t.app.inject(screen(newScreenId(), address));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    expect(over.json()).toEqual(errorBody(TOO_MANY_SCREENS(SCREEN_CAPS.perAddress)));
    expect((await figures()).screens).toBe(full.screens);
    expect((await t.app.inject(screen(newScreenId(), '198.51.100.8'))).statusCode).toBe(204);
    expect((await figures()).screens).toBe(full.screens + 1);
  });

  it('with everybody at the cap, counts a new address’s screen in place of the busiest address’s oldest', async () => {
    // Twenty addresses flood the count with 50 screens each: the 1,000 places are taken.
    await t.app.db.deleteFrom('wall_screens').execute();
    const now = Date.now();
    const rows = Array.from({ length: SCREEN_CAPS.inAll }, (_v, i) => ({
      screen_id: `flood-screen-${String(i).padStart(6, '0')}`,
      address_hash: keyedHash(`203.0.113.${Math.floor(i / SCREEN_CAPS.perAddress)}`),
      // The lowest numbers heard longest ago.
      last_seen: new Date(now - SCREEN_CAPS.inAll + i).toISOString(),
    }));
    await t.app.db.insertInto('wall_screens').values(rows).execute();
    expect((await figures()).screens).toBe(SCREEN_CAPS.inAll);

    // A real projector from a new address is counted; the figure stays at the cap.
    const projector = newScreenId();
    expect((await t.app.inject(screen(projector, '192.0.2.10'))).statusCode).toBe(204);
    expect((await figures()).screens).toBe(SCREEN_CAPS.inAll);
    const left = (await t.app.db.selectFrom('wall_screens').select('screen_id').execute()).map((row) => row.screen_id);
    expect(left).toContain(projector);
    expect(left.filter((id) => id.startsWith('flood-screen-'))).toHaveLength(SCREEN_CAPS.inAll - 1);
    // The busiest addresses count alike: the one heard from longest ago gave its oldest screen.
    expect(left).not.toContain('flood-screen-000000');
    // A flooding address still cannot pass its own cap (203.0.113.5 still counts 50).
    const flooding = await t.app.inject(screen(newScreenId(), '203.0.113.5'));
    expect(flooding.statusCode).toBe(429);
    expect(flooding.json()).toEqual(errorBody(TOO_MANY_SCREENS(SCREEN_CAPS.perAddress)));
    // Nor can the flood push the projector out: its evicted screens come back at each other's cost.
    for (let i = 0; i < 30; i += 1) {
      await t.app.inject(screen(`flood-screen-${String(i).padStart(6, '0')}`, '203.0.113.0'));
    }
    const after = await t.app.db.selectFrom('wall_screens').select('screen_id').execute();
    expect(after.map((row) => row.screen_id)).toContain(projector);
    expect((await figures()).screens).toBe(SCREEN_CAPS.inAll);
    await t.app.db.deleteFrom('wall_screens').execute();
  });

  it('with a thousand addresses of one screen each, refuses a second screen of one of them', async () => {
    await t.app.db.deleteFrom('wall_screens').execute();
    const now = new Date().toISOString();
    const address = (i: number) => `10.0.${Math.floor(i / 256)}.${i % 256}`;
    const rows = Array.from({ length: SCREEN_CAPS.inAll }, (_v, i) => ({
      screen_id: `single-screen-${String(i).padStart(6, '0')}`,
      address_hash: keyedHash(address(i)),
      last_seen: now,
    }));
    await t.app.db.insertInto('wall_screens').values(rows).execute();
    const over = await t.app.inject(screen(newScreenId(), address(7)));
    expect(over.statusCode).toBe(429);
    expect((await figures()).screens).toBe(SCREEN_CAPS.inAll);
    expect((await t.app.inject(screen(newScreenId(), '192.0.2.77'))).statusCode).toBe(204);
    expect((await figures()).screens).toBe(SCREEN_CAPS.inAll);
    await t.app.db.deleteFrom('wall_screens').execute();
  });

  it('stores the address as a hash keyed with the server’s secret, never a plain SHA-256', async () => {
    const id = newScreenId();
    expect((await t.app.inject(screen(id, '198.51.100.99'))).statusCode).toBe(204);
    const [row] = await t.app.db
      .selectFrom('wall_screens')
      .select('address_hash')
      .where('screen_id', '=', id)
      .execute();
    expect(row?.address_hash).toBe(keyedHash('198.51.100.99'));
    expect(row?.address_hash).not.toBe(createHash('sha256').update('198.51.100.99').digest('hex'));
  });

  it('limits how often one address speaks (a flood writes no faster than the limit)', async () => {
    const address = '192.0.2.44';
    const id = newScreenId();
    const statuses: number[] = [];
    for (let i = 0; i < 151; i += 1) statuses.push((await t.app.inject(screen(id, address))).statusCode);
    expect(statuses.slice(0, 150).every((status) => status === 204)).toBe(true);
    const refused = await t.app.inject(screen(id, address));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe('Trop de tentatives. Réessayez dans 1 minute.');
  });
});

describe('two instances of one site', () => {
  const shared = tempDir('figures-site');
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = (await Promise.all([1, 2].map(() => startTestApp({ DATA_DIR: shared.dir })))) as [TestApp, TestApp];
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    shared.remove();
  });

  it('a screen heard by one instance counts on the figures of the other', async () => {
    const boss = await newMember(a.app, 'Org Partagée');
    await makeOrganiser(a.app, boss.id);
    const read = async (app: TestApp) => {
      const res = await app.app.inject({ method: 'GET', url: '/api/figures', headers: bearer(boss.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Figures>().screens;
    };
    expect(await read(b)).toBe(0);
    expect((await a.app.inject(screen(newScreenId()))).statusCode).toBe(204);
    expect(await read(b)).toBe(1);
    expect((await b.app.inject(screen(newScreenId()))).statusCode).toBe(204);
    expect(await read(a)).toBe(2);
  });
});
