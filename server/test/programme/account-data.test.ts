import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketUrl } from '../downloads/support.js';
import { newMember } from '../gallery/support/sign-in.js';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { unzip } from '../support/zip.js';
import { bearer, newCalendarAddress, star, syncStars } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { contentSeed: await testContentSeed() });
});
afterAll(async () => {
  await t.close();
});

const rows = async (table: 'programme_stars' | 'calendar_feeds', userId: number) =>
  (await t.app.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute()).length;

describe('the stars in the account’s data', () => {
  it('are in the export: the slots starred, those removed, and since when the calendar address exists', async () => {
    const me = await newMember(t.app, 'Karim Export');
    const other = await newMember(t.app, 'Léa Ailleurs');
    await syncStars(t.app, me.token, [
      star('04', true, '2025-05-20T10:00:00.000Z'),
      star('05', false, '2025-05-20T11:00:00.000Z'),
    ]);
    await syncStars(t.app, other.token, [star('17', true, '2025-05-20T10:00:00.000Z')]);
    await newCalendarAddress(t.app, me.token);
    const res = await t.app.inject({ method: 'GET', url: await ticketUrl(t.app, me.token, 'account-export') });
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    const summary = JSON.parse(files.get('compte.json')?.data.toString('utf8') ?? '{}') as { programme: unknown };
    expect(summary.programme).toEqual({
      starred: [{ slotId: '04', starredAt: '2025-05-20T10:00:00.000Z' }],
      removed: [{ slotId: '05', removedAt: '2025-05-20T11:00:00.000Z' }],
      calendarAddressSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    });
  });

  it('go with the account when it is deleted, and its calendar address stops answering', async () => {
    const me = await newMember(t.app, 'Manon Départ');
    const other = await newMember(t.app, 'Noé Reste');
    await syncStars(t.app, me.token, [star('04', true, '2025-05-20T10:00:00.000Z')]);
    await syncStars(t.app, other.token, [star('04', true, '2025-05-20T10:00:00.000Z')]);
    const url = await newCalendarAddress(t.app, me.token);
    await newCalendarAddress(t.app, other.token);
    expect([await rows('programme_stars', me.id), await rows('calendar_feeds', me.id)]).toEqual([1, 1]);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(me.token),
      payload: { password: me.password },
    });
    expect(res.statusCode).toBe(204);
    expect([await rows('programme_stars', me.id), await rows('calendar_feeds', me.id)]).toEqual([0, 0]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect([await rows('programme_stars', other.id), await rows('calendar_feeds', other.id)]).toEqual([1, 1]);
  });
});
