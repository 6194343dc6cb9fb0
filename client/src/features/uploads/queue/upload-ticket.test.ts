import { afterEach, describe, expect, it } from 'vitest';
import { tokenWithPayload } from '../../../test/fake-token';
import { json, stubFetch } from '../../../test/stub-network';
import { closeQueueDb, readUploadTicket } from './queue-store';
import { holdUploadTicket } from './upload-ticket';

afterEach(() => {
  closeQueueDb();
});

const HOUR = 3600 * 1000;
const NOW = Date.parse('2025-05-23T08:00:00.000Z');

/** A login token of session `jti`, valid a day from NOW. */
const tokenOf = (jti: string) =>
  tokenWithPayload({ sub: '1', username: 'Camille Martin', role: 'attendee', jti, exp: NOW / 1000 + 24 * 3600 });

/** The server's POST /api/upload-tickets: a new ticket for twelve hours from `now()` each time. */
function ticketServer(now: () => number) {
  const asked: (string | null)[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url !== '/api/upload-tickets' || init?.method !== 'POST')
      return json({ message: 'Ressource introuvable.' }, 404);
    asked.push(new Headers(init.headers).get('authorization'));
    return json({ ticket: `ticket-${asked.length}`, expiresAt: new Date(now() + 12 * HOUR).toISOString() }, 201);
  });
  return { asked, fetchMock };
}

describe('the upload ticket the gallery keeps for the service worker', () => {
  it('is asked for once per login session, and again past half its life', async () => {
    let now = NOW;
    const { asked } = ticketServer(() => now);
    const token = tokenOf('session-1');

    await holdUploadTicket(token, now);
    expect(asked).toEqual([`Bearer ${token}`]);
    expect(await readUploadTicket()).toEqual({
      ticket: 'ticket-1',
      expiresAt: '2025-05-23T20:00:00.000Z',
      session: 'session-1',
    });

    // Another visit in the morning: the ticket held serves.
    now += 5 * HOUR;
    await holdUploadTicket(token, now);
    expect(asked).toHaveLength(1);

    // In the afternoon, less than six hours left: a new one.
    now += 2 * HOUR;
    await holdUploadTicket(token, now);
    expect(asked).toHaveLength(2);
    expect((await readUploadTicket())?.ticket).toBe('ticket-2');

    // Another login on this device: a ticket of its own session.
    const next = tokenOf('session-2');
    await holdUploadTicket(next, now);
    expect(asked).toEqual([`Bearer ${token}`, `Bearer ${token}`, `Bearer ${next}`]);
    expect(await readUploadTicket()).toMatchObject({ ticket: 'ticket-3', session: 'session-2' });
  });

  it('is forgotten once signed out, or once the login has expired, and nothing is asked', async () => {
    const { asked } = ticketServer(() => NOW);
    await holdUploadTicket(tokenOf('session-1'), NOW);
    expect(await readUploadTicket()).toBeDefined();

    await holdUploadTicket(null, NOW);
    expect(await readUploadTicket()).toBeUndefined();

    await holdUploadTicket(tokenOf('session-1'), NOW);
    await holdUploadTicket(tokenOf('session-1'), NOW + 25 * HOUR);
    expect(await readUploadTicket()).toBeUndefined();
    expect(asked).toHaveLength(2);
  });

  it('keeps nothing when the server refuses (too many requests), cannot be reached, or answers without a ticket', async () => {
    const fetchMock = stubFetch(() => json({ message: 'Trop de tentatives. Réessayez dans 5 minutes.' }, 429));
    await holdUploadTicket(tokenOf('session-1'), NOW);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await readUploadTicket()).toBeUndefined();

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    // Best effort: no answer is no ticket, and nothing for the caller to catch (callApi).
    await holdUploadTicket(tokenOf('session-1'), NOW);
    expect(await readUploadTicket()).toBeUndefined();

    // A 201 that is not the contracts' UploadTicketReply (decision 117).
    fetchMock.mockImplementation(() => Promise.resolve(json({ ticket: 'ticket-1' }, 201)));
    await holdUploadTicket(tokenOf('session-1'), NOW);
    expect(await readUploadTicket()).toBeUndefined();
  });
});
