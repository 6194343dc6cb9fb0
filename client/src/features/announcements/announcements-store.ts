import type { Announcement } from '@congres/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useLiveEvent } from '../../lib/event-stream';
import { getAnnouncements } from './api/announcements-api';

/** What every part of the page shows: the list once read (newest first), or why it is not. */
export type AnnouncementsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; announcements: Announcement[] };

/**
 * One list for the page (the banner, /annonces and the organisers' panel show the same), read
 * once per page load and kept current by the live stream. Each change is applied by id, so an
 * event and the answer to one's own post can both arrive without showing it twice.
 */
let state: AnnouncementsState = { status: 'loading' };
let loading: Promise<void> | null = null;
const subscribers = new Set<() => void>();

function set(next: AnnouncementsState): void {
  state = next;
  subscribers.forEach((notify) => notify());
}

/** Reads the list from the server (offline, the service worker's last copy). */
export function reloadAnnouncements(): Promise<void> {
  loading = getAnnouncements().then((result) => {
    set(result.ok ? { status: 'ready', announcements: result.data } : { status: 'error', message: result.message });
  });
  return loading;
}

/** A new announcement first; one already shown is left as is. */
export function addAnnouncement(announcement: Announcement): void {
  const shown = state.status === 'ready' ? state.announcements : [];
  if (shown.some((a) => a.id === announcement.id)) return;
  set({ status: 'ready', announcements: [announcement, ...shown].sort((a, b) => b.id - a.id) });
}

export function dropAnnouncement(id: number): void {
  if (state.status !== 'ready') return;
  set({ status: 'ready', announcements: state.announcements.filter((a) => a.id !== id) });
}

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
};
const SERVER_STATE: AnnouncementsState = { status: 'loading' };

/** The page's list; read after hydration (a prerendered page shows the loading state). */
export function useAnnouncements(): AnnouncementsState {
  useEffect(() => {
    if (loading === null) void reloadAnnouncements();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/**
 * Keeps the list current from the live stream: mounted once, by the banner that every page
 * has. A `reset` (too much missed) reads the list again.
 */
export function useLiveAnnouncements(): void {
  useLiveEvent('announcement-published', addAnnouncement);
  useLiveEvent('announcement-removed', ({ id }) => dropAnnouncement(id));
  useLiveEvent('reset', () => void reloadAnnouncements());
}

/** For unit tests: back to a page that has read nothing. */
export function forgetAnnouncements(): void {
  loading = null;
  state = { status: 'loading' };
}
