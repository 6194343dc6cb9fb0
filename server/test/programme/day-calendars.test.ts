import type { CongressContent } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_SLOT_CALENDAR } from '../../src/web/calendar-files.js';
import { contentSite, copy, publishContent, type ContentSite } from '../content/support.js';
import { calendarEvents as events, newCalendarAddress, star, syncStars } from './support.js';

// The calendars written by the server from the published content (decision 083).

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => site.t.app.inject({ method: 'GET', url, headers });

const SEED_PUBLISHED_AT = '2025-05-01T08:00:00.000Z';

describe('the day’s calendars', () => {
  let seedEtag = '';

  it('hold the seed as the build wrote it: UIDs, SEQUENCE 0, the seed’s date, Bordeaux times in UTC', async () => {
    const res = await get('/congres.ics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    seedEtag = String(res.headers.etag);
    expect(seedEtag).toMatch(/^"calendar-\d+"$/);
    const day = events(res.body);
    expect(day.size).toBe(site.seed.programme.length);
    const fifth = day.get('05');
    // The UID the build's files gave slot 05: subscribed calendars update it, never duplicate it.
    expect(fifth?.uid).toBe('2025-05-23-05@congres-apsb-bordeaux');
    expect(fifth).toMatchObject({
      summary: `Intervention 2 : titre à venir · ${site.seed.event.title}`,
      sequence: 0,
      status: 'CONFIRMED',
      lastModified: SEED_PUBLISHED_AT,
      stamp: SEED_PUBLISHED_AT,
      start: '2025-05-23 09:30',
      end: '2025-05-23 10:00',
    });
    // No zone: UTC instants, which every calendar shows in its own time.
    expect(res.body).toContain('DTSTART:20250523T073000Z');
    expect(res.body).not.toContain('TZID');
  });

  it('answers 304 to the ETag of the version it has', async () => {
    const again = await get('/congres.ics', { 'if-none-match': seedEtag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('has one file per slot at the build’s paths, and a French 404 for an unknown one', async () => {
    const one = await get('/congres-05.ics');
    expect(one.statusCode).toBe(200);
    expect([...events(one.body).keys()]).toEqual(['05']);
    for (const url of ['/congres-99.ics', '/congres-05', '/congres-s-inconnu.ics']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(UNKNOWN_SLOT_CALENDAR);
    }
  });

  it('follow a publication: a moved slot has SEQUENCE 1 and its new time, a cancelled one STATUS:CANCELLED', async () => {
    const attendee = site.attendee;
    await syncStars(site.t.app, attendee.token, [
      star('05', true, '2025-05-20T10:00:00.000Z'),
      star('07', true, '2025-05-20T10:00:00.000Z'),
    ]);
    const address = await newCalendarAddress(site.t.app, attendee.token);

    const next: CongressContent = copy(site.seed);
    const fifth = next.programme.find((slot) => slot.id === '05');
    const seventh = next.programme.find((slot) => slot.id === '07');
    if (fifth === undefined || seventh === undefined) throw new Error('The seed has no slot 05 or 07.');
    fifth.time = '9h40';
    seventh.cancelled = true;
    const version = await publishContent(site.t, site.organiser.token, next, 'Intervention 2 décalée');
    const listed = await site.t.app.inject({ method: 'GET', url: '/api/content/versions' });
    // iCalendar dates have no milliseconds.
    const publishedAt = `${listed.json<{ publishedAt: string }[]>()[0]?.publishedAt.slice(0, 19)}.000Z`;
    expect(listed.json<{ version: number }[]>()[0]?.version).toBe(version);

    const res = await get('/congres.ics', { 'if-none-match': seedEtag });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(seedEtag);
    const day = events(res.body);
    expect(day.get('05')).toMatchObject({
      sequence: 1,
      start: '2025-05-23 09:40',
      end: '2025-05-23 10:00',
      lastModified: publishedAt,
      stamp: publishedAt,
      status: 'CONFIRMED',
    });
    // The slot before 05 now ends when 05 starts.
    expect(day.get('04')).toMatchObject({ sequence: 0, end: '2025-05-23 09:40', lastModified: SEED_PUBLISHED_AT });
    expect(day.get('07')).toMatchObject({ sequence: 1, status: 'CANCELLED', lastModified: publishedAt });
    // A cancelled slot leaves its time to the one before it.
    expect(day.get('06')?.end).toBe('2025-05-23 10:25');

    const personal = await get(address);
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('no-store');
    const mine = events(personal.body);
    expect([...mine.keys()]).toEqual(['05', '07']);
    expect(mine.get('05')).toMatchObject({ sequence: 1, start: '2025-05-23 09:40' });
    expect(mine.get('07')?.status).toBe('CANCELLED');

    // Published again with 05 unchanged: its sequence stays, 07 restored counts once more.
    const later = copy(next);
    const restored = later.programme.find((slot) => slot.id === '07');
    if (restored !== undefined) restored.cancelled = false;
    await publishContent(site.t, site.organiser.token, later);
    const after = events((await get('/congres.ics')).body);
    expect(after.get('05')?.sequence).toBe(1);
    expect(after.get('07')).toMatchObject({ sequence: 2, status: 'CONFIRMED' });
  });
});
