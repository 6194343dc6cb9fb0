import {
  isOrganiserOnlyEvent,
  LIVE_EVENT_NAMES,
  ORGANISER_ONLY_EVENTS,
  type LiveEventData,
  type LiveEventName,
} from '@congres/contracts';
import { useEffect, useRef } from 'react';
import { apiUrl } from './api-client';
import { askLiveTicket } from './live-ticket';
import { decodeToken, readToken } from './session';
import { afterLoadAndIdle } from './when-idle';

type Listener = (data: unknown) => void;

/**
 * After the server refused the stream or it failed to start (a 429 over the address's limit,
 * a deployment in progress), the browser gives up for good: we start again after this long.
 */
const REOPEN_AFTER_MS = 30_000;
/**
 * An organisers' stream that closes is opened again at once, with a new ticket; when that fails
 * too (no ticket, or a stream refused at its start), after this long, doubled each time up to
 * REOPEN_AFTER_MS.
 */
const TICKET_RETRY_MS = 1_000;

/**
 * The site's one event stream (GET /api/events, decision 057), shared by every part of the
 * page that listens: opened with the first listener, closed with the last. The browser
 * reconnects by itself and sends the last id it received (Last-Event-ID), so that what was
 * missed meanwhile comes first; when it gives up, a new stream starts from that id too
 * (`?lastEventId=`). A page that listens to an organisers' event (decision 104), signed in,
 * opens the organisers' stream instead, with a ticket asked for each time it opens one.
 */
const listeners = new Map<LiveEventName, Set<Listener>>();
let source: EventSource | null = null;
/** Whether `source` was opened with a ticket: the organisers' stream. */
let ticketed = false;
let lastEventId = '';
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
/** A ticket is being asked for: the stream opens when it comes. */
let askingTicket = false;
/** Moved on by close(): a ticket asked for before it is not used. */
let generation = 0;
/** Tickets refused or failed, and organisers' streams closed, in a row since an event last came. */
let ticketFailures = 0;
/** The token the server gave no ticket (signed out, not an organiser): the public stream, without asking again. */
let refusedToken: string | null = null;

const listening = () => [...listeners.values()].some((set) => set.size > 0);

/**
 * The token to ask a ticket with: a listener wants an organisers' event and a session is here.
 * The token's role is for menus only (a role granted since the login is not in it): the server
 * decides, and a 403 sends the page to the public stream.
 */
function ticketToken(): string | null {
  if (!ORGANISER_ONLY_EVENTS.some((name) => (listeners.get(name)?.size ?? 0) > 0)) return null;
  const token = readToken();
  if (token === null || token === refusedToken || decodeToken(token) === null) return null;
  return token;
}

function reopenAfter(delayMs: number): void {
  clearTimeout(reopenTimer);
  reopenTimer = setTimeout(() => {
    reopenTimer = undefined;
    if (source === null && !askingTicket && listening()) open();
  }, delayMs);
}

const ticketBackoff = () => Math.min(TICKET_RETRY_MS * 2 ** (ticketFailures - 1), REOPEN_AFTER_MS);

function open(): void {
  const token = ticketToken();
  if (token === null) connect(null);
  else void openWithTicket(token);
}

async function openWithTicket(token: string): Promise<void> {
  askingTicket = true;
  const asked = generation;
  const answer = await askLiveTicket(token);
  if (asked !== generation) return;
  askingTicket = false;
  if (source !== null || !listening()) return;
  if (answer === 'refused') {
    refusedToken = token;
    connect(null);
  } else if (answer === 'failed') {
    ticketFailures += 1;
    reopenAfter(ticketBackoff());
  } else connect(answer.ticket);
}

function connect(ticket: string | null): void {
  const query = new URLSearchParams();
  if (lastEventId !== '') query.set('lastEventId', lastEventId);
  if (ticket !== null) query.set('ticket', ticket);
  const search = query.toString();
  const stream = new EventSource(apiUrl(`/events${search === '' ? '' : `?${search}`}`));
  source = stream;
  ticketed = ticket !== null;
  for (const name of LIVE_EVENT_NAMES) {
    stream.addEventListener(name, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId !== '') lastEventId = message.lastEventId;
      // The stream opened: when it closes later, that is a drop, and it is opened again at once.
      if (ticket !== null) ticketFailures = 0;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      for (const listener of listeners.get(name) ?? []) listener(data);
    });
  }
  stream.addEventListener('error', () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = null;
    if (ticket === null) {
      reopenAfter(REOPEN_AFTER_MS);
      return;
    }
    // The browser's own reconnection was refused: after a network drop, its ticket had expired
    // (a 401, which an EventSource reports as an error only). A new ticket, at once; the same
    // failure again (a 429, the server restarting) waits longer each time.
    ticketFailures += 1;
    reopenAfter(ticketFailures === 1 ? 0 : ticketBackoff());
  });
}

/**
 * Opens once the page has loaded and is idle (decision 076): the stream never competes with the
 * page's own files (the gallery's thumbnails) nor with its hydration, and a page audit does not
 * wait on it. `immediate`: once the page has loaded, for a screen that is nothing without the
 * stream (the projector's wall).
 */
let waitingForIdle = false;
function openAfterLoad(immediate: boolean): void {
  const openIfListened = () => {
    waitingForIdle = false;
    if (source === null && !askingTicket && listening()) open();
  };
  if (immediate) {
    if (document.readyState === 'complete') openIfListened();
    else window.addEventListener('load', openIfListened, { once: true });
    return;
  }
  if (waitingForIdle) return;
  waitingForIdle = true;
  afterLoadAndIdle(openIfListened);
}

function close(): void {
  source?.close();
  source = null;
  ticketed = false;
  clearTimeout(reopenTimer);
  reopenTimer = undefined;
  askingTicket = false;
  generation += 1;
  ticketFailures = 0;
}

/** Listens to one kind of event; returns what stops listening. Nothing happens where there is no EventSource. */
export function subscribeLiveEvent<N extends LiveEventName>(
  name: N,
  listener: (data: LiveEventData[N]) => void,
  { immediate = false }: { immediate?: boolean } = {},
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const set = listeners.get(name) ?? new Set<Listener>();
  listeners.set(name, set);
  const added: Listener = (data) => listener(data as LiveEventData[N]);
  set.add(added);
  if (source === null && reopenTimer === undefined && !askingTicket) openAfterLoad(immediate);
  else if (source !== null && !ticketed && isOrganiserOnlyEvent(name) && ticketToken() !== null) {
    // The page's public stream carries no organisers' event: opened again with a ticket, from
    // where it was.
    source.close();
    source = null;
    open();
  }
  return () => {
    set.delete(added);
    if (!listening()) close();
  };
}

/**
 * Calls `listener` for each event `name` while the component is mounted: after hydration, since
 * effects run only in the browser (a prerendered page opens nothing). The latest `listener` is
 * called: it may read the render's state without the stream being opened again.
 */
export function useLiveEvent<N extends LiveEventName>(name: N, listener: (data: LiveEventData[N]) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeLiveEvent(name, (data) => latest.current(data)), [name]);
}

/** Test support: the page as at a new visit (the unit tests share one module, decision 075). */
export function resetEventStreamForTests(): void {
  close();
  listeners.clear();
  lastEventId = '';
  waitingForIdle = false;
  refusedToken = null;
}
