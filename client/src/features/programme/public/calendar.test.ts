import { PROGRAMME_SLOT_IDS } from '@congres/contracts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { EVENT } from '../../../content/event';
import { PROGRAMME } from '../../../content/programme';
import { calendarFiles, calendarText, fold, subscriptionCalendarFile } from './calendar';
import { SLOTS } from '../../../lib/congress-day';

/** The events of an iCalendar text, read by a real parser (ical.js). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the calendar of the day', () => {
  it('holds the 18 slots in order, in UTC, each ending when the next starts, at the venue', () => {
    const events = parse(calendarText());
    expect(events).toHaveLength(18);
    expect(events.map((event) => event.summary)).toEqual(PROGRAMME.map((entry) => `${entry.title} · ${EVENT.title}`));
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2025-05-23T06:00:00.000Z');
    expect(events[17]!.startDate.toJSDate().toISOString()).toBe('2025-05-23T14:00:00.000Z');
    for (const [i, event] of events.entries()) {
      expect(event.startDate.toJSDate().getTime()).toBe(SLOTS[i]!.start);
      expect(event.endDate.toJSDate().getTime()).toBe(SLOTS[i]!.end);
      expect(event.location).toBe(`${EVENT.venue.name}, ${EVENT.venue.address}`);
      expect(event.uid).toMatch(/^2025-05-23-\d{2}@/);
    }
    expect(new Set(events.map((event) => event.uid)).size).toBe(18);
    expect(events[0]!.description).toBe(PROGRAMME[0]!.description);
  });

  it('is valid RFC 5545 text: CRLF line ends, lines of at most 75 octets, a DTSTAMP on each event', () => {
    const text = calendarText();
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.filter((line) => line.startsWith('DTSTAMP:'))).toHaveLength(18);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//APSB Bordeaux//Congrès des professions de santé//FR');
  });

  it('folds long lines on character boundaries and escapes what TEXT must', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = fold(line).split('\r\n');
    expect(folded.every((part) => octets(part) <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    const [event] = parse(calendarText([{ ...SLOTS[0]!, entry: { ...SLOTS[0]!.entry, title: 'A; B, C\\D' } }]));
    expect(event!.summary).toBe(`A; B, C\\D · ${EVENT.title}`);
  });

  it('gives each slot its own file, and the whole day at /congres.ics', () => {
    const files = calendarFiles();
    expect(files.map((file) => file.path)).toEqual([
      '/congres.ics',
      ...SLOTS.map((_, i) => `/congres-${String(i + 1).padStart(2, '0')}.ics`),
    ]);
    const [tenFifteen] = parse(files[7]!.text);
    expect(tenFifteen!.summary).toBe(`QCM après · ${EVENT.title}`);
    expect(tenFifteen!.startDate.toJSDate().toISOString()).toBe('2025-05-23T08:15:00.000Z');
  });
});

describe('the subscription calendar', () => {
  it('holds the day in Bordeaux time with its VTIMEZONE, each event named by its slot id, parsed to the right instants', () => {
    const { path, text } = subscriptionCalendarFile();
    expect(path).toBe('/congres-agenda.ics');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n');
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20250523T083500\r\n');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
    for (const zone of component.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    }
    const events = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => /-(\d{2})@/.exec(event.uid)?.[1])).toEqual([...PROGRAMME_SLOT_IDS]);
    for (const [i, event] of events.entries()) {
      expect(event.startDate.toJSDate().getTime()).toBe(SLOTS[i]!.start);
      expect(event.endDate.toJSDate().getTime()).toBe(SLOTS[i]!.end);
    }
  });
});
