import type { CongressContent, ContentDraft } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSite, currentVersion, postPublish, putDraft, withSlots, type ContentSite } from '../content/support.js';
import { calendarEvents, newCalendarAddress, star, syncStars, type ParsedEvent } from './support.js';

// Every calendar event ends after it starts (decision 107): a slot lasts until the next slot
// that starts later in time order and is not cancelled, the last until the day's end, whatever
// order the organisers' editor sent the slots in. The issue's repro: Intervention 3 (slot 09,
// 10h45) moved to 11h20, after Intervention 4 (slot 10) at 11h15, was given 11:15–11:20.

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const get = (url: string) => site.t.app.inject({ method: 'GET', url });

/** The seed with the slots named by id changed, each left at its place in the list. */
const seedWith = (changes: Parameters<typeof withSlots>[1]) => withSlots(site.seed, changes);

/** Saves `content` as the draft, as sent, and publishes it; the draft the PUT answered. */
async function publish(content: CongressContent): Promise<ContentDraft> {
  const base = await currentVersion(site.t);
  const saved = await putDraft(site.t, site.organiser.token, base, content);
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await postPublish(site.t, site.organiser.token, base);
  expect(published.statusCode, published.body).toBe(201);
  return saved.json<ContentDraft>();
}

/** Start and end as Bordeaux clocks show them, "11:20–11:45", by slot id. */
const spans = (events: Map<string, ParsedEvent>) =>
  new Map([...events].map(([id, event]) => [id, `${event.start.slice(11)}–${event.end.slice(11)}`]));

/** Every event of a calendar file ends after it starts, in the file as written (no library's swap). */
function expectEveryEndAfterItsStart(text: string) {
  const instants = (name: string) => [...text.matchAll(new RegExp(`^${name}:(\\d{8}T\\d{6}Z)\\r?$`, 'gm'))];
  const starts = instants('DTSTART').map((match) => match[1]);
  const ends = instants('DTEND').map((match) => match[1]);
  expect(ends).toHaveLength(starts.length);
  starts.forEach((start, i) => expect(ends[i]! > start!, `${start} → ${ends[i]}`).toBe(true));
}

describe('the calendars, in time order (decision 107)', () => {
  let subscription = '';
  beforeAll(async () => {
    await syncStars(site.t.app, site.attendee.token, [
      star('09', true, '2025-05-20T10:00:00.000Z'),
      star('04', true, '2025-05-20T10:00:00.000Z'),
    ]);
    subscription = await newCalendarAddress(site.t.app, site.attendee.token);
  });

  it('give Intervention 3 moved across Intervention 4 its own time, ending at the next slot', async () => {
    const draft = await publish(seedWith({ '09': { time: '11h20' } }));
    const day = await get('/congres.ics');
    expectEveryEndAfterItsStart(day.body);
    const times = spans(calendarEvents(day.body));
    expect(times.get('08')).toBe('10:25–11:15');
    expect(times.get('10')).toBe('11:15–11:20');
    expect(times.get('09')).toBe('11:20–11:45');

    const own = await get('/congres-09.ics');
    expect(own.statusCode).toBe(200);
    expectEveryEndAfterItsStart(own.body);
    expect(spans(calendarEvents(own.body))).toEqual(new Map([['09', '11:20–11:45']]));

    const mine = await get(subscription);
    expectEveryEndAfterItsStart(mine.body);
    expect(spans(calendarEvents(mine.body))).toEqual(
      new Map([
        ['04', '09:00–09:30'],
        ['09', '11:20–11:45'],
      ]),
    );
    // The draft the PUT answered was in time order already: 10 (11h15) before 09 (11h20).
    const ids = draft.content.programme.map((slot) => slot.id);
    expect(ids.indexOf('10')).toBe(ids.indexOf('09') - 1);
  });

  it('give a slot moved to the end of the day the time until the day’s end, and its old neighbours theirs', async () => {
    await publish(seedWith({ '04': { time: '16h30' } }));
    const day = await get('/congres.ics');
    expectEveryEndAfterItsStart(day.body);
    const times = spans(calendarEvents(day.body));
    expect(times.get('03')).toBe('08:45–09:30');
    expect(times.get('18')).toBe('16:00–16:30');
    expect(times.get('04')).toBe('16:30–17:00');

    const own = await get('/congres-04.ics');
    expectEveryEndAfterItsStart(own.body);
    expect(spans(calendarEvents(own.body))).toEqual(new Map([['04', '16:30–17:00']]));
    const mine = await get(subscription);
    expectEveryEndAfterItsStart(mine.body);
    expect(spans(calendarEvents(mine.body)).get('04')).toBe('16:30–17:00');
  });

  it('end a slot whose next one is cancelled at the one after, in time order', async () => {
    // 09 moved after 10, and the slot that follows it then (11, 11h45) cancelled.
    await publish(seedWith({ '09': { time: '11h20' }, '11': { cancelled: true } }));
    const day = await get('/congres.ics');
    expectEveryEndAfterItsStart(day.body);
    const events = calendarEvents(day.body);
    const times = spans(events);
    expect(times.get('10')).toBe('11:15–11:20');
    expect(times.get('09')).toBe('11:20–12:15');
    expect(events.get('11')?.status).toBe('CANCELLED');
    expect(times.get('11')).toBe('11:45–12:15');

    const own = await get('/congres-09.ics');
    expect(spans(calendarEvents(own.body))).toEqual(new Map([['09', '11:20–12:15']]));
    const mine = await get(subscription);
    expectEveryEndAfterItsStart(mine.body);
    expect(spans(calendarEvents(mine.body)).get('09')).toBe('11:20–12:15');
  });

  it('read a version stored out of order as every page does, and never end a slot at or before its start', async () => {
    // Stored before decision 107: Intervention 3 listed before 11h15, the last slot at the day's
    // end (a save refuses that now), straight into the table.
    const stored = seedWith({ '09': { time: '11h20' }, '18': { time: '17h' } });
    const version = (await currentVersion(site.t)) + 1;
    await site.t.app.db
      .insertInto('content_versions')
      .values({ version, published_by: null, note: null, restored_from: null, content: JSON.stringify(stored) })
      .execute();
    const published = await get('/api/content');
    expect(published.json<{ version: number }>().version).toBe(version);
    const listed = published.json<{ content: CongressContent }>().content.programme.map((slot) => slot.id);
    expect(listed.slice(7, 11)).toEqual(['08', '10', '09', '11']);

    const day = await get('/congres.ics');
    expectEveryEndAfterItsStart(day.body);
    const times = spans(calendarEvents(day.body));
    expect(times.get('09')).toBe('11:20–11:45');
    expect(times.get('17')).toBe('15:30–17:00');
    expect(times.get('18')).toBe('17:00–17:30');
  });
});
