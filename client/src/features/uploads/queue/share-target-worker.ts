// The service worker's part of the queue, bundled into /sw-queue.js and loaded by sw.js
// (importScripts) before Workbox's routes: the share target (decision 054) and Background Sync
// (decision 072).
import { GALLERY_PAGE, QUEUE_MESSAGE, QUEUE_SYNC_TAG, SHARE_ACTION, SHARE_FIELD } from './queue-messages';
import { enqueuePhotos } from './queue-store';
import { sendQueueFromWorker } from './send-from-worker';

// The few parts of the worker's scope used here (the client's TypeScript knows the DOM's).
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends WorkerEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEventLike extends WorkerEvent {
  tag: string;
}
interface WindowClientLike {
  url: string;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  location: Location;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]> };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}
const worker = self as unknown as WorkerScope;

const openPages = () => worker.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** Tells every open page of the site to read the queue again and send it. */
async function tellPages(): Promise<void> {
  for (const page of await openPages()) page.postMessage({ type: QUEUE_MESSAGE });
}

/**
 * Photos shared from the phone's gallery: kept in the queue as they came (the page prepares
 * them: a HEIC turned into a JPEG, then compressed, before sending), then /vos-photos, which
 * lists them under "En attente d'envoi". A form that cannot be read still lands there.
 */
async function receiveShared(request: Request): Promise<Response> {
  try {
    const form = await request.formData();
    const files = form
      .getAll(SHARE_FIELD)
      .filter((value): value is File => value instanceof File && value.size > 0)
      .filter((file) => file.type === '' || file.type.startsWith('image/') || /\.hei[cf]$/i.test(file.name));
    if (files.length > 0) {
      await enqueuePhotos(
        files.map((file) => ({ blob: file, name: file.name || 'photo', type: file.type, prepared: false })),
      );
      await tellPages();
    }
  } catch {
    // Nothing kept: the gallery opens all the same, where the photos can be chosen again.
  }
  return Response.redirect(new URL(GALLERY_PAGE, worker.location.origin).href, 303);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST' || new URL(request.url).pathname !== SHARE_ACTION) return;
  event.respondWith(receiveShared(request));
});

/**
 * The network is back (Background Sync, Chromium only). An open gallery sends the queue itself
 * (with tus, and its progress on screen): it is told to. With none open, this worker sends the
 * prepared photos with the upload ticket; a failure rejects, and the browser tries again later.
 */
async function sendWhenBack(): Promise<void> {
  const galleries = (await openPages()).filter(
    (page) => new URL(page.url).pathname.replace(/\/$/, '') === GALLERY_PAGE,
  );
  if (galleries.length > 0) {
    for (const page of galleries) page.postMessage({ type: QUEUE_MESSAGE });
    return;
  }
  await sendQueueFromWorker();
}

worker.addEventListener('sync', (event) => {
  if (event.tag === QUEUE_SYNC_TAG) event.waitUntil(sendWhenBack());
});
