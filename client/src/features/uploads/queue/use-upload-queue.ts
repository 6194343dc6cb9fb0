import type { Photo } from '@congres/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useBackoffRetry } from '../../../lib/use-backoff-retry';
import { readToken, useSession } from '../../../lib/session';
import { QUEUE_MESSAGE, QUEUE_SYNC_TAG } from './queue-messages';
import { holdUploadTicket } from './upload-ticket';
import {
  flushQueue,
  loadQueue,
  onQueuePublished,
  queueSnapshot,
  reloadQueue,
  subscribeQueue,
  type QueueSnapshot,
} from './upload-queue';

const EMPTY: QueueSnapshot = { items: [], stop: null, failures: 0, claimed: new Set() };

const flush = () => void flushQueue();

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

function requestSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(QUEUE_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * The queue on this device, sending by itself: at the visit (what an earlier one left), at
 * sign-in, when the network returns (the backoff's timer, `online`, the tab shown again), and
 * when the service worker says so (shared photos, Background Sync). Signed in, it keeps an
 * upload ticket for the worker. `onPublished` gets each photo it publishes.
 */
export function useUploadQueue(onPublished: (photo: Photo) => void): QueueSnapshot {
  const snapshot = useSyncExternalStore(subscribeQueue, queueSnapshot, () => EMPTY);
  const { token } = useSession();

  useEffect(() => {
    void loadQueue().then(flush);
    // The stored token, not the render's: hydration first renders signed out (no local storage
    // on the server), which must not throw the ticket away.
    void holdUploadTicket(readToken()).catch(() => undefined);
  }, [token]);

  useEffect(() => onQueuePublished(onPublished), [onPublished]);

  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === QUEUE_MESSAGE) void reloadQueue().then(flush);
    };
    worker?.addEventListener('message', onMessage);
    window.addEventListener('online', flush);
    return () => {
      worker?.removeEventListener('message', onMessage);
      window.removeEventListener('online', flush);
    };
  }, []);

  const waiting = snapshot.stop === 'network' || snapshot.stop === 'server';
  useBackoffRetry(waiting ? snapshot.failures : 0, flush);
  // Where the browser has Background Sync (Chromium), it wakes the worker when the network
  // returns, even if this tab sleeps or was closed: the worker tells an open gallery to send,
  // or sends with the upload ticket itself (decision 072).
  useEffect(() => {
    if (snapshot.stop === 'network') requestSync();
  }, [snapshot.stop]);
  return snapshot;
}
