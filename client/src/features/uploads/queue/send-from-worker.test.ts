import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePhotos } from '../../../test/photos';
import { json, stubFetch } from '../../../test/stub-network';
import {
  closeQueueDb,
  enqueuePhotos,
  keepUploadTicket,
  listQueued,
  QUEUE_DB,
  readUploadTicket,
  type QueuedPhoto,
} from './queue-store';
import { sendQueueFromWorker } from './send-from-worker';

// The service worker's sending (decision 072), against the real queue store (fake-indexeddb),
// with the network edge stubbed and no XMLHttpRequest, as in a worker.

const TICKET = 'ticket-du-service-worker';
const REASON = 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).';

beforeEach(async () => {
  await keepUploadTicket({ ticket: TICKET, expiresAt: new Date(Date.now() + 3600_000).toISOString(), session: 's1' });
});
afterEach(() => {
  closeQueueDb();
});

interface Sent {
  name: string;
  key: string | null;
  authorization: string | null;
}

/**
 * The server as POST /api/upload-photo answers: publishes each photo, refuses
 * `pas-une-photo.jpg`, or answers what `override` says for the nth request.
 */
function server(override: (n: number) => Response | Promise<Response> | undefined = () => undefined) {
  const sent: Sent[] = [];
  stubFetch((url, init) => {
    if (url !== '/api/upload-photo') return json({ message: 'Ressource introuvable.' }, 404);
    const file = (init?.body as FormData).getAll('images[]')[0] as File;
    const headers = new Headers(init?.headers);
    sent.push({ name: file.name, key: headers.get('idempotency-key'), authorization: headers.get('authorization') });
    const answer = override(sent.length);
    if (answer) return answer;
    if (file.name === 'pas-une-photo.jpg') {
      return json(
        { message: 'Aucune image publiée.', published: [], refused: [{ name: file.name, reason: REASON }] },
        415,
      );
    }
    return json({ published: [{ ...makePhotos(1)[0], id: 100 + sent.length }], refused: [] }, 201);
  });
  // A service worker has fetch, not XMLHttpRequest.
  vi.stubGlobal('XMLHttpRequest', undefined);
  return sent;
}

const queue = (names: string[], prepared = true) =>
  enqueuePhotos(names.map((name) => ({ name, type: 'image/jpeg', blob: new Blob([`octets de ${name}`]), prepared })));

const stateOf = (photos: QueuedPhoto[]) => photos.map(({ name, state, reason }) => ({ name, state, reason }));

describe('the service worker sends the queue while no page is open', () => {
  it('sends each prepared photo once, oldest batch first and each batch last photo first, with the ticket and the photo’s key', async () => {
    const sent = server();
    const first = await queue(['a.jpg', 'pas-une-photo.jpg', 'c.jpg']);
    const second = await queue(['d.jpg', 'e.jpg']);

    expect(await sendQueueFromWorker()).toBe('done');
    expect(sent.map(({ name }) => name)).toEqual(['c.jpg', 'pas-une-photo.jpg', 'a.jpg', 'e.jpg', 'd.jpg']);
    const keys = new Map([...first, ...second].map((photo) => [photo.name, photo.key]));
    for (const { name, key, authorization } of sent) {
      expect(key, name).toBe(keys.get(name));
      expect(authorization).toBe(`Bearer ${TICKET}`);
    }
    // Recorded as the page records them: the next visit lists the refused one, with the reason.
    const kept = await listQueued();
    expect(stateOf(kept)).toEqual([
      { name: 'a.jpg', state: 'published', reason: undefined },
      { name: 'pas-une-photo.jpg', state: 'refused', reason: REASON },
      { name: 'c.jpg', state: 'published', reason: undefined },
      { name: 'd.jpg', state: 'published', reason: undefined },
      { name: 'e.jpg', state: 'published', reason: undefined },
    ]);
    expect(kept.find((photo) => photo.name === 'c.jpg')?.photo?.id).toBe(101);

    // A second sync finds nothing waiting: nothing is sent again.
    expect(await sendQueueFromWorker()).toBe('done');
    expect(sent).toHaveLength(5);
  });

  it('rejects when the network goes or the server is busy, so the browser tries again; then sends only what is left', async () => {
    let down = false;
    const sent = server((n) => {
      if (down) return Promise.reject(new TypeError('Failed to fetch'));
      return n === 2 ? json({ message: 'Service indisponible.' }, 503) : undefined;
    });
    await queue(['a.jpg', 'b.jpg', 'c.jpg']);

    await expect(sendQueueFromWorker()).rejects.toThrow(/server/);
    expect(stateOf(await listQueued()).map(({ state }) => state)).toEqual(['pending', 'pending', 'published']);

    down = true;
    await expect(sendQueueFromWorker()).rejects.toThrow(/network/);
    expect(stateOf(await listQueued()).map(({ state }) => state)).toEqual(['pending', 'pending', 'published']);

    down = false;
    expect(await sendQueueFromWorker()).toBe('done');
    expect(stateOf(await listQueued()).map(({ state }) => state)).toEqual(['published', 'published', 'published']);
    // c once; b after the busy answer; nothing published twice.
    expect(sent.map(({ name }) => name)).toEqual(['c.jpg', 'b.jpg', 'b.jpg', 'b.jpg', 'a.jpg']);
  });

  it('forgets a ticket the server refuses (logged out) and leaves the photos for the next visit', async () => {
    const sent = server(() => json({ message: 'Vous devez être connecté.' }, 401));
    await queue(['a.jpg']);

    expect(await sendQueueFromWorker()).toBe('no-ticket');
    expect(await readUploadTicket()).toBeUndefined();
    expect(stateOf(await listQueued())).toEqual([{ name: 'a.jpg', state: 'pending', reason: undefined }]);
    expect(await sendQueueFromWorker()).toBe('no-ticket');
    expect(sent).toHaveLength(1);
  });

  it('sends nothing without a ticket, or with an expired one', async () => {
    const sent = server();
    await queue(['a.jpg']);
    await keepUploadTicket({ ticket: TICKET, expiresAt: new Date(Date.now() - 1000).toISOString(), session: 's1' });

    expect(await sendQueueFromWorker()).toBe('no-ticket');
    expect(await readUploadTicket()).toBeUndefined();
    expect(await sendQueueFromWorker()).toBe('no-ticket');
    expect(sent).toEqual([]);
    expect(stateOf(await listQueued())).toEqual([{ name: 'a.jpg', state: 'pending', reason: undefined }]);
  });

  it('leaves photos shared from another app, not prepared yet, and those chosen after them, to the page', async () => {
    const sent = server();
    await queue(['c.jpg']);
    await queue(['partagee.heic'], false);
    await queue(['d.jpg']);

    expect(await sendQueueFromWorker()).toBe('left-for-page');
    expect(sent.map(({ name }) => name)).toEqual(['c.jpg']);
    expect(stateOf(await listQueued()).map(({ state }) => state)).toEqual(['published', 'pending', 'pending']);
  });
});

describe('the queue’s database', () => {
  it('keeps the photos a build before this one queued, and gains the ticket beside them', async () => {
    closeQueueDb();
    globalThis.indexedDB = new IDBFactory();
    // Version 1, as the previous build made it: the photos only.
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open(QUEUE_DB, 1);
      opening.onupgradeneeded = () => {
        const store = opening.result.createObjectStore('photos', { keyPath: 'seq', autoIncrement: true });
        store.add({
          batch: 'b',
          key: 'cle-ancienne-1',
          name: 'a.jpg',
          type: 'image/jpeg',
          prepared: true,
          state: 'pending',
          bytes: new ArrayBuffer(3),
        });
      };
      opening.onsuccess = () => {
        opening.result.close();
        resolve();
      };
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'));
    });

    expect(stateOf(await listQueued())).toEqual([{ name: 'a.jpg', state: 'pending', reason: undefined }]);
    expect(await readUploadTicket()).toBeUndefined();
    await keepUploadTicket({ ticket: TICKET, expiresAt: '2025-05-23T20:00:00.000Z', session: 's2' });
    expect((await readUploadTicket())?.session).toBe('s2');
  });
});
