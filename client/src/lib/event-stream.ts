import { LIVE_EVENT_NAMES, type LiveEventData, type LiveEventName } from '@congres/contracts';
import { useEffect, useRef } from 'react';
import { apiUrl } from './api-client';
import { afterLoadAndIdle } from './when-idle';

type Listener = (data: unknown) => void;

/**
 * After the server refused the stream or it failed to start (a 429 over the address's limit,
 * a deployment in progress), the browser gives up for good: we start again after this long.
 */
const REOPEN_AFTER_MS = 30_000;

/**
 * The site's one event stream (GET /api/events, decision 057), shared by every part of the
 * page that listens: opened with the first listener, closed with the last. The browser
 * reconnects by itself and sends the last id it received (Last-Event-ID), so that what was
 * missed meanwhile comes first; when it gives up, a new stream starts from that id too
 * (`?lastEventId=`).
 */
const listeners = new Map<LiveEventName, Set<Listener>>();
let source: EventSource | null = null;
let lastEventId = '';
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

const listening = () => [...listeners.values()].some((set) => set.size > 0);

function open(): void {
  const query = lastEventId === '' ? '' : `?lastEventId=${encodeURIComponent(lastEventId)}`;
  const stream = new EventSource(apiUrl(`/events${query}`));
  source = stream;
  for (const name of LIVE_EVENT_NAMES) {
    stream.addEventListener(name, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId !== '') lastEventId = message.lastEventId;
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
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (source === null && listening()) open();
    }, REOPEN_AFTER_MS);
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
    if (source === null && listening()) open();
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
  clearTimeout(reopenTimer);
  reopenTimer = undefined;
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
  if (source === null && reopenTimer === undefined) openAfterLoad(immediate);
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
}
