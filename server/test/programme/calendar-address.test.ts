import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_FEED } from '../../src/routes/api/programme/calendar-file.js';
import { newMember } from '../gallery/support/sign-in.js';
import { errorBody } from '../support/error-body.js';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, newCalendarAddress, star, syncStars } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { contentSeed: await testContentSeed() });
});
afterAll(async () => {
  await t.close();
});

const fetchCalendar = (url: string) => t.app.inject({ method: 'GET', url });
const summaries = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as unknown[])
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component).summary.replace(/ · .*$/, ''));

describe('the personal calendar address', () => {
  it('answers the starred slots as iCalendar, never cached, and a slot starred later at the next fetch', async () => {
    const me = await newMember(t.app, 'Gabin Agenda');
    await syncStars(t.app, me.token, [star('04', true, '2025-05-20T10:00:00.000Z')]);
    const url = await newCalendarAddress(t.app, me.token);
    expect(url).toMatch(/^\/api\/programme\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);

    const first = await fetchCalendar(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(summaries(first.body)).toEqual(['Intervention 1 : titre à venir']);
    // 9h in Bordeaux, as a UTC instant (decision 083).
    expect(first.body).toContain('DTSTART:20250523T070000Z');
    expect(first.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');

    await syncStars(t.app, me.token, [star('01', true, '2025-05-20T11:00:00.000Z')]);
    expect(summaries((await fetchCalendar(url)).body)).toEqual([
      'Accueil et inscription',
      'Intervention 1 : titre à venir',
    ]);
    await syncStars(t.app, me.token, [star('04', false, '2025-05-20T12:00:00.000Z')]);
    expect(summaries((await fetchCalendar(url)).body)).toEqual(['Accueil et inscription']);
  });

  it('is stored hashed, and a new address replaces the old one, which then gives 404', async () => {
    const me = await newMember(t.app, 'Hélène Révoque');
    const old = await newCalendarAddress(t.app, me.token);
    const token = /agenda\/(.+)\.ics$/.exec(old)?.[1] ?? '';
    const rows = await t.app.db
      .selectFrom('calendar_feeds')
      .select('token_hash')
      .where('user_id', '=', me.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);

    const status = await t.app.inject({ method: 'GET', url: '/api/programme/calendar', headers: bearer(me.token) });
    expect(status.json()).toEqual({ active: true, createdAt: expect.stringMatching(/^\d{4}-/) as string });

    const renewed = await newCalendarAddress(t.app, me.token);
    expect(renewed).not.toBe(old);
    const gone = await fetchCalendar(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(errorBody(UNKNOWN_FEED));
    expect((await fetchCalendar(renewed)).statusCode).toBe(200);

    const revoke = await t.app.inject({ method: 'DELETE', url: '/api/programme/calendar', headers: bearer(me.token) });
    expect(revoke.statusCode).toBe(204);
    expect((await fetchCalendar(renewed)).statusCode).toBe(404);
    const after = await t.app.inject({ method: 'GET', url: '/api/programme/calendar', headers: bearer(me.token) });
    expect(after.json()).toEqual({ active: false, createdAt: null });
  });

  it('shows only its own account’s stars', async () => {
    const me = await newMember(t.app, 'Inès Mienne');
    const other = await newMember(t.app, 'Jules Autre');
    await syncStars(t.app, me.token, [star('18', true, '2025-05-20T10:00:00.000Z')]);
    await syncStars(t.app, other.token, [star('01', true, '2025-05-20T10:00:00.000Z')]);
    const mine = await newCalendarAddress(t.app, me.token);
    const theirs = await newCalendarAddress(t.app, other.token);
    expect(summaries((await fetchCalendar(mine)).body)).toEqual(['Présentation du congrès 2026']);
    expect(summaries((await fetchCalendar(theirs)).body)).toEqual(['Accueil et inscription']);
  });

  it('answers 404 to a made-up or malformed address', async () => {
    for (const url of [
      `/api/programme/agenda/${'A'.repeat(43)}.ics`,
      '/api/programme/agenda/court.ics',
      `/api/programme/agenda/${'A'.repeat(43)}`,
    ]) {
      const res = await fetchCalendar(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(errorBody(UNKNOWN_FEED));
    }
  });
});
