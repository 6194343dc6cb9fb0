import type { Photo } from '@congres/contracts';
import { signOutRefusedSession } from '../../../lib/refused-session';
import { decodeToken, readToken } from '../../../lib/session';
import type { UploadOutcome } from '../api/upload-photos';
import { preparePhoto } from './prepare-photo';
import {
  closeQueueDb,
  enqueuePhotos,
  listQueued,
  removeQueued,
  tusUploads,
  updateQueued,
  type QueuedPhoto,
} from './queue-store';
import { chooseTransport } from './choose-transport';
import { nextToSend } from './queue-order';
import { verdictOf } from './queue-outcome';
import { forgetTusUpload } from './tus-transport';

/** A queued photo as the page shows it: while it leaves, the share of it the server has. */
export interface QueueItem extends QueuedPhoto {
  progress: number | null;
}

/** Why the queue stopped with photos still waiting (null: nothing waits, or it is sending). */
export type QueueStop = 'network' | 'server' | 'signed-out' | null;

export interface QueueSnapshot {
  items: readonly QueueItem[];
  stop: QueueStop;
  /** Consecutive attempts that found no network or a busy server: the backoff's input. */
  failures: number;
  /** Photos "Publier" is sending: its own progress and messages speak for them meanwhile. */
  claimed: ReadonlySet<number>;
}

/** How one sending of the queue ended. */
export type FlushResult =
  { kind: 'done' } | { kind: 'network' } | { kind: 'unauthorized' } | { kind: 'server'; message: string | undefined };

let snapshot: QueueSnapshot = { items: [], stop: null, failures: 0, claimed: new Set() };
const listeners = new Set<() => void>();
const publishedListeners = new Set<(photo: Photo) => void>();
let loading: Promise<void> | undefined;
let running: Promise<FlushResult> | undefined;
/** Bumped by a reset (tests): a run of the page before stops touching this one's state. */
let generation = 0;
/** The photo being sent, to stop it when it is removed. */
let current: { seq: number; controller: AbortController } | undefined;

/** The previews' object URLs, made once per photo file, released when the photo leaves the page. */
const previews = new Map<Blob, string>();

/** The object URL that shows a queued photo (its 100 px preview). */
export function previewUrl(item: QueueItem): string {
  let url = previews.get(item.blob);
  if (url === undefined) {
    url = URL.createObjectURL(item.blob);
    previews.set(item.blob, url);
  }
  return url;
}

function set(change: Partial<QueueSnapshot>): void {
  snapshot = { ...snapshot, ...change };
  // A preview whose photo left the list (or whose file was replaced by its prepared copy) is let go.
  const shown = new Set(snapshot.items.map((item) => item.blob));
  for (const [blob, url] of previews) {
    if (!shown.has(blob)) {
      URL.revokeObjectURL(url);
      previews.delete(blob);
    }
  }
  listeners.forEach((listener) => listener());
}

function itemsWith(seq: number, change: Partial<QueueItem>): Pick<QueueSnapshot, 'items'> {
  return { items: snapshot.items.map((item) => (item.seq === seq ? { ...item, ...change } : item)) };
}

function setItem(seq: number, change: Partial<QueueItem>): void {
  set(itemsWith(seq, change));
}

export const queueSnapshot = (): QueueSnapshot => snapshot;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with each photo the queue publishes (the gallery puts it first on page 1). */
export function onQueuePublished(listener: (photo: Photo) => void): () => void {
  publishedListeners.add(listener);
  return () => publishedListeners.delete(listener);
}

/**
 * Reads the queue this device kept (once per page): what a previous visit, or the share
 * target, left. Photos published then are in the gallery now: they leave the queue.
 */
export function loadQueue(): Promise<void> {
  loading ??= listQueued()
    .then(async (kept) => {
      const published = kept.filter((photo) => photo.state === 'published');
      await Promise.all(published.map((photo) => removeQueued(photo.seq)));
      const known = new Set(snapshot.items.map((item) => item.seq));
      const fresh = kept.filter((photo) => photo.state !== 'published' && !known.has(photo.seq));
      set({
        items: [...snapshot.items, ...fresh.map((photo) => ({ ...photo, progress: null }))].sort(
          (a, b) => a.seq - b.seq,
        ),
      });
    })
    .catch(() => undefined);
  return loading;
}

/** Reads the queue again (the share target added photos from the service worker). */
export function reloadQueue(): Promise<void> {
  loading = undefined;
  return loadQueue();
}

/**
 * Adds photos, already prepared, in the order given; returns their places in the queue. They
 * are `claimed` (not listed with the queue) until `release`d: "Publier" speaks for them.
 */
export async function addToQueue(files: { blob: Blob; name: string }[]): Promise<number[]> {
  await loadQueue();
  const added = await enqueuePhotos(files.map(({ blob, name }) => ({ blob, name, type: blob.type, prepared: true })));
  set({
    items: [...snapshot.items, ...added.map((photo) => ({ ...photo, progress: null }))],
    claimed: new Set([...snapshot.claimed, ...added.map((photo) => photo.seq)]),
  });
  return added.map((photo) => photo.seq);
}

/**
 * "Publier" is done with its photos: those settled leave the queue (its message and list said
 * what became of them, as before the queue); those still waiting are listed with the queue.
 */
export async function release(seqs: ReadonlySet<number>): Promise<void> {
  const settled = snapshot.items.filter((item) => seqs.has(item.seq) && item.state !== 'pending');
  set({
    items: snapshot.items.filter((item) => !settled.includes(item)),
    claimed: new Set([...snapshot.claimed].filter((seq) => !seqs.has(seq))),
  });
  await Promise.all(settled.map((item) => removeQueued(item.seq)));
}

async function leftoverUpload(key: string): Promise<string | undefined> {
  const found = (await tusUploads().catch(() => [])).find((entry) => entry.key === key);
  return found?.upload.uploadUrl ?? undefined;
}

/** Takes a photo out of the queue (stopping it if it is leaving, and giving up its partial upload). */
export async function removeFromQueue(seq: number): Promise<void> {
  if (current?.seq === seq) current.controller.abort();
  const gone = snapshot.items.find((item) => item.seq === seq);
  // Its tus upload's address lives in its record: read before the record goes.
  const leftover = gone?.state === 'pending' ? await leftoverUpload(gone.key) : undefined;
  // Gone from the list once gone from the phone: a reload right after never brings it back.
  await removeQueued(seq);
  set({ items: snapshot.items.filter((item) => item.seq !== seq) });
  const token = readToken();
  if (leftover && token !== null) await forgetTusUpload(leftover, token).catch(() => undefined);
}

/**
 * Sends the waiting photos one at a time, in the order chosen, until none waits or the
 * network, the server or the session stops it. One run at a time: a call during a run
 * waits for it (the run picks up photos added meanwhile).
 */
export function flushQueue(): Promise<FlushResult> {
  running ??= run().finally(() => {
    running = undefined;
  });
  return running;
}

async function run(): Promise<FlushResult> {
  const mine = generation;
  await loadQueue();
  for (;;) {
    if (mine !== generation) return { kind: 'done' };
    const next = nextToSend(snapshot.items);
    if (!next) {
      set({ stop: null, failures: 0 });
      return { kind: 'done' };
    }
    const token = readToken();
    if (token === null || decodeToken(token) === null) {
      set({ stop: 'signed-out' });
      return { kind: 'unauthorized' };
    }
    const controller = new AbortController();
    current = { seq: next.seq, controller };
    setItem(next.seq, { progress: 0 });
    const outcome = await sendOne(next, token, controller.signal).finally(() => {
      current = undefined;
    });
    if (controller.signal.aborted || mine !== generation) continue;
    const result = await settle(next, token, outcome);
    if (result) return result;
  }
}

async function sendOne(item: QueueItem, token: string, signal: AbortSignal): Promise<UploadOutcome> {
  let photo: QueuedPhoto = item;
  if (!item.prepared) {
    const file = await preparePhoto(new File([item.blob], item.name, { type: item.type }));
    photo = { ...item, blob: file, name: file.name, type: file.type, prepared: true };
    await updateQueued(item.seq, { blob: file, name: file.name, type: file.type, prepared: true });
    setItem(item.seq, { blob: file, name: file.name, type: file.type, prepared: true });
  }
  // Whole percents only: what the page shows, without a render for every event.
  const onProgress = (fraction: number) => {
    const known = snapshot.items.find((entry) => entry.seq === item.seq)?.progress ?? 0;
    if (Math.round(fraction * 100) !== Math.round(known * 100)) setItem(item.seq, { progress: fraction });
  };
  return chooseTransport(token).send(photo, photo.key, onProgress, signal);
}

/** Records what the server said of a photo; returns why the run stops, or undefined to go on. */
async function settle(item: QueueItem, token: string, outcome: UploadOutcome): Promise<FlushResult | undefined> {
  const verdict = verdictOf(outcome);
  switch (verdict.kind) {
    case 'settled': {
      await markDone(item, verdict.change);
      const { photo } = verdict.change;
      if (photo) publishedListeners.forEach((listener) => listener(photo));
      return undefined;
    }
    case 'server':
      stopped('server');
      return { kind: 'server', message: verdict.message };
    case 'unauthorized':
      setItem(item.seq, { progress: null });
      // The uploads' requests (XMLHttpRequest, the tus library) do not go through apiFetch.
      signOutRefusedSession(token);
      set({ stop: 'signed-out' });
      return { kind: 'unauthorized' };
    case 'network':
      stopped('network');
      return { kind: 'network' };
  }
  function stopped(stop: QueueStop) {
    set({ ...itemsWith(item.seq, { progress: null }), stop, failures: snapshot.failures + 1 });
  }
}

async function markDone(item: QueueItem, change: Pick<QueuedPhoto, 'state' | 'photo' | 'reason'>): Promise<void> {
  await updateQueued(item.seq, change);
  set({ ...itemsWith(item.seq, { ...change, progress: null }), stop: null, failures: 0 });
}

/** Test support: the page's state as at a new visit (IndexedDB keeps what it holds). */
export function resetQueueForTests(): void {
  generation += 1;
  current?.controller.abort();
  current = undefined;
  closeQueueDb();
  snapshot = { items: [], stop: null, failures: 0, claimed: new Set() };
  loading = undefined;
  running = undefined;
}
