import type { CongressContent } from '@congres/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSite, copy, currentVersion, type ContentSite } from '../content/support.js';
import { newCalendarAddress, star, syncStars } from './support.js';

// A version stored before one-line fields refused line breaks (decision 102) may hold one in the
// congress's title: the calendars must not let it write lines of their own (ical-generator
// writes the calendar's name and product id as they are).

const INTRUDER =
  '\r\nBEGIN:VEVENT\r\nUID:intrus@exemple.fr\r\nDTSTAMP:20250101T000000Z\r\nDTSTART:20250523T100000Z\r\n' +
  'SUMMARY:Événement ajouté\r\nEND:VEVENT\r\nX-INTRUS:';

let site: ContentSite;
let stored: CongressContent;
beforeAll(async () => {
  site = await contentSite();
  stored = copy(site.seed);
  stored.event.title = `Congrès${INTRUDER}fin`;
  stored.event.organisationAbbreviation = `APSB${INTRUDER}`;
  stored.event.venue.name = 'Institut\u2028des formations';
  stored.programme[4]!.title = 'Intervention\u2029deux\u0007';
  stored.programme[4]!.description = 'Première ligne\u2028seconde\u001b ligne';
  // Written as a version was before the check: straight into the table, as version 2 (after
  // the seed, stored as version 1 at the content's first read).
  expect(await currentVersion(site.t)).toBe(1);
  await site.t.app.db
    .insertInto('content_versions')
    .values({ version: 2, published_by: null, note: null, restored_from: null, content: JSON.stringify(stored) })
    .execute();
});
afterAll(async () => {
  await site.t.close();
});

const get = (url: string) => site.t.app.inject({ method: 'GET', url });

/** The calendar as an app reads it (ical.js): its name and the UIDs of its events. */
function parsed(text: string): { name: unknown; prodId: unknown; uids: string[]; summaries: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    prodId: calendar.getFirstPropertyValue('prodid'),
    uids: events.map((event) => event.uid),
    summaries: events.map((event) => event.summary),
  };
}

/** Every line of the file (CRLF ends) that begins a component or names a UID. */
const structuralLines = (text: string) => text.split('\r\n').filter((line) => /^(BEGIN|END|UID):/.test(line));

describe('a title holding a line break, from a version stored before the check', () => {
  it('/congres.ics holds exactly the programme’s events, its name and product id on one line', async () => {
    const res = await get('/congres.ics');
    expect(res.statusCode, res.body).toBe(200);
    const calendar = parsed(res.body);
    expect(calendar.uids).toHaveLength(stored.programme.length);
    expect(calendar.uids).not.toContain('intrus@exemple.fr');
    expect(calendar.uids.every((uid) => uid.startsWith('2025-05-23-'))).toBe(true);
    expect(calendar.name).toBe(`Congrès${INTRUDER}fin`.replace(/\r\n/g, ' '));
    expect(String(calendar.prodId)).not.toMatch(/[\r\n]/);
    expect(res.body).not.toMatch(/^X-INTRUS/m);
    expect(structuralLines(res.body).filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(stored.programme.length);
    // The slot's title and description: no control character, the description's break kept as one.
    expect(calendar.summaries[4]).toMatch(/^Intervention deux ·/);
    // eslint-disable-next-line no-control-regex
    expect(res.body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u2028\u2029]/);
  });

  it('a slot’s own file holds that slot only', async () => {
    const res = await get('/congres-05.ics');
    expect(res.statusCode, res.body).toBe(200);
    const calendar = parsed(res.body);
    expect(calendar.uids).toEqual(['2025-05-23-05@congres-apsb-bordeaux']);
    expect(String(calendar.name)).not.toMatch(/[\r\n]/);
  });

  it('a subscription holds the starred slots only', async () => {
    const { attendee } = site;
    await syncStars(site.t.app, attendee.token, [
      star('05', true, '2025-05-20T10:00:00.000Z'),
      star('07', true, '2025-05-20T10:00:00.000Z'),
    ]);
    const res = await get(await newCalendarAddress(site.t.app, attendee.token));
    expect(res.statusCode, res.body).toBe(200);
    const calendar = parsed(res.body);
    expect(calendar.uids).toEqual(['2025-05-23-05@congres-apsb-bordeaux', '2025-05-23-07@congres-apsb-bordeaux']);
    expect(calendar.name).toMatch(/^Mon programme · Congrès BEGIN:VEVENT /);
  });
});
