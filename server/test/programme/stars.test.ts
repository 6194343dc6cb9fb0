import type { SlotStar } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_STARS, UNKNOWN_SLOT } from '../../src/routes/api/programme/stars.js';
import { newMember } from '../gallery/support/sign-in.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { getStars, star, starredIn, syncStars } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const stars = (res: { json: <T>() => T }) => res.json<{ stars: SlotStar[] }>().stars;

describe('the stars of an account', () => {
  it('are saved, returned in the day’s order, and read back on another device', async () => {
    const me = await newMember(t.app, 'Anne Étoile');
    expect(stars(await getStars(t.app, me.token))).toEqual([]);
    const res = await syncStars(t.app, me.token, [
      star('12', true, '2025-05-20T10:00:00.000Z'),
      star('04', true, '2025-05-20T10:01:00.000Z'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(starredIn(stars(res))).toEqual(['04', '12']);
    // Another device: the same account, a new session, nothing on the phone yet.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: me.email, password: me.password },
    });
    const other = second.json<{ token: string }>().token;
    expect(starredIn(stars(await syncStars(t.app, other, [])))).toEqual(['04', '12']);
  });

  it('merge slot by slot: the later choice wins, a newer removal removes, an older one does not', async () => {
    const me = await newMember(t.app, 'Bruno Fusion');
    await syncStars(t.app, me.token, [
      star('02', true, '2025-05-20T10:00:00.000Z'),
      star('03', true, '2025-05-20T10:00:00.000Z'),
      star('05', false, '2025-05-20T12:00:00.000Z'),
    ]);
    const res = await syncStars(t.app, me.token, [
      // Removed after it was starred: gone.
      star('02', false, '2025-05-20T11:00:00.000Z'),
      // Removed on a phone before the account starred it: stays.
      star('03', false, '2025-05-20T09:00:00.000Z'),
      // Starred before the account's later removal: stays removed.
      star('05', true, '2025-05-20T11:00:00.000Z'),
      // New: joins.
      star('07', true, '2025-05-20T11:00:00.000Z'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(stars(res)).toEqual([
      star('02', false, '2025-05-20T11:00:00.000Z'),
      star('03', true, '2025-05-20T10:00:00.000Z'),
      star('05', false, '2025-05-20T12:00:00.000Z'),
      star('07', true, '2025-05-20T11:00:00.000Z'),
    ]);
    expect(stars(await getStars(t.app, me.token))).toEqual(stars(res));
  });

  it('bring a date from a phone whose clock runs ahead back to the server’s now', async () => {
    const me = await newMember(t.app, 'Chloé Avance');
    const before = Date.now();
    const res = await syncStars(t.app, me.token, [star('09', true, '2999-01-01T00:00:00.000Z')]);
    const [saved] = stars(res);
    expect(Date.parse(saved!.updatedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(saved!.updatedAt)).toBeLessThanOrEqual(Date.now());
    // So a real later removal still wins.
    const removed = await syncStars(t.app, me.token, [star('09', false, new Date(Date.now() + 1000).toISOString())]);
    expect(starredIn(stars(removed))).toEqual([]);
  });

  it('are each account’s own: another account sees and changes none of them', async () => {
    const me = await newMember(t.app, 'Denis Privé');
    const other = await newMember(t.app, 'Eve Voisine');
    await syncStars(t.app, me.token, [star('10', true, '2025-05-20T10:00:00.000Z')]);
    await syncStars(t.app, other.token, [star('10', false, '2025-05-21T10:00:00.000Z')]);
    expect(starredIn(stars(await getStars(t.app, me.token)))).toEqual(['10']);
    expect(starredIn(stars(await getStars(t.app, other.token)))).toEqual([]);
  });

  it('refuse unknown slots and more slots than the programme has, saving nothing', async () => {
    const me = await newMember(t.app, 'Fanny Refus');
    const unknown = await syncStars(t.app, me.token, [
      star('01', true, '2025-05-20T10:00:00.000Z'),
      star('19', true, '2025-05-20T10:00:00.000Z'),
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(errorBody(UNKNOWN_SLOT('19')));
    const many = Array.from({ length: 19 }, (_, i) =>
      star(String(i + 1).padStart(2, '0'), true, '2025-05-20T10:00:00.000Z'),
    );
    const tooMany = await syncStars(t.app, me.token, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(errorBody(TOO_MANY_STARS(18)));
    const twice = await syncStars(t.app, me.token, [
      star('01', true, '2025-05-20T10:00:00.000Z'),
      star('01', false, '2025-05-20T11:00:00.000Z'),
    ]);
    expect(twice.statusCode).toBe(400);
    expect(stars(await getStars(t.app, me.token))).toEqual([]);
  });

  it('need a signed-in account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/programme/stars' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody('Vous devez être connecté.'));
  });
});
