import { LIVE_TICKET_PATH } from '@congres/contracts';
import { act } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubEventSource, TestEventSource } from '../test/fake-event-source';
import { fakeToken } from '../test/fake-token';
import { json, requestUrl, stubFetch } from '../test/stub-network';
import { subscribeLiveEvent } from './event-stream';
import { storeToken } from './session';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ticketUrl = LIVE_TICKET_PATH;
/** The address of each stream opened, as the server reads it. */
const opened = () =>
  TestEventSource.opened.map((source) => {
    const url = new URL(source.url, 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
const last = () => TestEventSource.opened.at(-1) as TestEventSource;

/** The server sends `name` with `id` on `source`. */
function deliver(source: TestEventSource, name: string, id: string, data: unknown = {}) {
  act(() => {
    source.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id }));
  });
}
/** The stream closes for good, as when the server refuses the browser's reconnection (an expired ticket's 401). */
function refuse(source: TestEventSource) {
  act(() => {
    source.readyState = TestEventSource.CLOSED;
    source.dispatchEvent(new Event('error'));
  });
}

/** The server's ticket route: each call gives the next of `answers` (a ticket, or a status). */
function ticketsFrom(...answers: (string | number)[]) {
  const queue = [...answers];
  return stubFetch((url, init) => {
    expect(url).toBe(ticketUrl);
    expect(init?.method).toBe('POST');
    const answer = queue.shift() ?? 500;
    return typeof answer === 'string'
      ? json({ ticket: answer, expiresAt: new Date(Date.now() + 60_000).toISOString() }, 201)
      : json({ message: 'refusé' }, answer);
  });
}
const ticketCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => requestUrl(input) === ticketUrl);

it('opens an organiser’s stream with a ticket, and after a refused reconnection asks a new one at once, from the last id', async () => {
  stubEventSource();
  const organiser = fakeToken('Odile Organisatrice', { role: 'organiser' });
  storeToken(organiser);
  const fetchMock = ticketsFrom('ticket-1', 'ticket-2');
  const heard: unknown[] = [];
  subscribeLiveEvent('attendance-changed', (data) => heard.push(data), { immediate: true });

  await vi.waitFor(() => expect(opened()).toEqual(['/api/events?ticket=ticket-1']));
  const [, init] = fetchMock.mock.calls[0] ?? [];
  expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${organiser}`);
  deliver(last(), 'ready', '40-7');
  deliver(last(), 'attendance-changed', '40-8', { halfDayId: 'matin' });
  expect(heard).toEqual([{ halfDayId: 'matin' }]);

  // A network drop, then the browser's reconnection refused (the ticket expired meanwhile):
  // well within the 30 s a public stream waits.
  refuse(last());
  await vi.waitFor(() => expect(opened()).toHaveLength(2));
  expect(opened()[1]).toBe('/api/events?lastEventId=40-8&ticket=ticket-2');
  expect(ticketCalls(fetchMock)).toHaveLength(2);
});

/** Lets the answers in flight arrive (the clock is fake: waitFor would move it on). */
async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

it('asks again for a ticket that failed, after a second, then twice as long each time', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  stubEventSource();
  storeToken(fakeToken('Odile Organisatrice', { role: 'organiser' }));
  const fetchMock = ticketsFrom(503, 'ticket-1', 'ticket-2', 500, 'ticket-3');
  subscribeLiveEvent('attendance-changed', () => undefined, { immediate: true });
  await settle();
  expect(ticketCalls(fetchMock)).toHaveLength(1);
  expect(opened()).toEqual([]);

  const after = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms - 1);
    await settle();
    const before = ticketCalls(fetchMock).length;
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    return [before, ticketCalls(fetchMock).length];
  };
  expect(await after(1_000)).toEqual([1, 2]);
  expect(opened()).toEqual(['/api/events?ticket=ticket-1']);
  // Refused at its start (no event came since: a 429, a restart), then the ticket failing.
  refuse(last());
  expect(await after(2_000)).toEqual([2, 3]);
  expect(opened()).toHaveLength(2);
  refuse(last());
  expect(await after(4_000)).toEqual([3, 4]);
  expect(opened()).toHaveLength(2);
  expect(await after(8_000)).toEqual([4, 5]);
  expect(opened().at(-1)).toBe('/api/events?ticket=ticket-3');
});

it('opens the public stream for a session the server gives no ticket, and asks no more', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  stubEventSource();
  storeToken(fakeToken('Camille Martin'));
  const fetchMock = ticketsFrom(403);
  subscribeLiveEvent('attendance-changed', () => undefined, { immediate: true });
  await settle();
  expect(opened()).toEqual(['/api/events']);
  deliver(last(), 'ready', '12');
  refuse(last());
  await vi.advanceTimersByTimeAsync(30_000);
  expect(opened()).toEqual(['/api/events', '/api/events?lastEventId=12']);
  expect(ticketCalls(fetchMock)).toHaveLength(1);
});

it('asks no ticket on a public page, signed in as an organiser or not', async () => {
  stubEventSource();
  storeToken(fakeToken('Odile Organisatrice', { role: 'organiser' }));
  const fetchMock = stubFetch(() => json({}, 500));
  subscribeLiveEvent('photo-published', () => undefined, { immediate: true });
  await vi.waitFor(() => expect(opened()).toEqual(['/api/events']));
  expect(fetchMock).not.toHaveBeenCalled();
});

it('opens the page’s public stream again with a ticket when an organisers’ listener comes, from where it was', async () => {
  stubEventSource();
  storeToken(fakeToken('Odile Organisatrice', { role: 'organiser' }));
  ticketsFrom('ticket-1');
  subscribeLiveEvent('announcement-published', () => undefined, { immediate: true });
  await vi.waitFor(() => expect(opened()).toEqual(['/api/events']));
  const publicStream = last();
  deliver(publicStream, 'ready', '31');
  subscribeLiveEvent('attendance-changed', () => undefined, { immediate: true });
  await vi.waitFor(() => expect(opened()).toEqual(['/api/events', '/api/events?lastEventId=31&ticket=ticket-1']));
  expect(publicStream.readyState).toBe(TestEventSource.CLOSED);
});
