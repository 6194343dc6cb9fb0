import type { Photo } from '@congres/contracts';
import type { DBSchema } from 'idb';
import { lazyDatabase } from '../../../lib/lazy-database';

/** Where a queued photo stands; `sending` and its percentage live in the page only. */
export type QueuedState = 'pending' | 'published' | 'refused';

/** A photo kept on this device until the server has it (decision 053). */
export interface QueuedPhoto {
  /** Its place in the queue: the order chosen (IndexedDB's own counter). */
  seq: number;
  /** The photos chosen (or shared) together share it: a batch is sent last photo first (decision 037). */
  batch: string;
  /** The idempotency key of every request that sends it (the server publishes it once). */
  key: string;
  name: string;
  type: string;
  blob: Blob;
  /** Compressed (and a HEIC turned into a JPEG) already; false for a photo shared from another app. */
  prepared: boolean;
  state: QueuedState;
  /** The server's reason, for a refused photo. */
  reason?: string;
  /** The published photo, as the server listed it. */
  photo?: Photo;
  /** The tus upload once created, so that a reload resumes it (tus transport, tus-url-storage.ts). */
  tusUpload?: TusUploadRecord;
}

/** What tus-js-client keeps of an upload to resume it: its address, beside the photo's key. */
export interface TusUploadRecord {
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
}

export type NewQueuedPhoto = Pick<QueuedPhoto, 'name' | 'type' | 'blob' | 'prepared'>;

/**
 * A photo as IndexedDB keeps it: its bytes, not a Blob. Safari (iOS 13 and before) could not
 * store Blobs there, and bytes read back the same in every context (page, worker, tests).
 */
type StoredPhoto = Omit<QueuedPhoto, 'blob'> & { bytes: ArrayBuffer };

/**
 * The upload ticket the service worker publishes the queue with while no page is open (decision
 * 072): it cannot read the login token, which stays alone in local storage (spec 3).
 */
export interface HeldUploadTicket {
  ticket: string;
  /** ISO 8601, as the server gave it. */
  expiresAt: string;
  /** The login session (token `jti`) it was asked with: another login asks for another ticket. */
  session: string;
}

interface QueueSchema extends DBSchema {
  photos: { key: number; value: StoredPhoto };
  tickets: { key: 'upload'; value: HeldUploadTicket };
}

const fromStore = ({ bytes, ...photo }: StoredPhoto): QueuedPhoto => ({
  ...photo,
  blob: new Blob([bytes], { type: photo.type }),
});

/** The database the page and the service worker (the share target, Background Sync) both use. */
export const QUEUE_DB = 'congres-upload-queue';

const database = lazyDatabase<QueueSchema>(QUEUE_DB, 2, (db, oldVersion) => {
  if (oldVersion < 1) db.createObjectStore('photos', { keyPath: 'seq', autoIncrement: true });
  // Version 2: the service worker's upload ticket, beside the photos it sends.
  if (oldVersion < 2) db.createObjectStore('tickets');
});
const db = () => database.db();

/** Lets go of the database (tests: a new device's, in the next test). */
export const closeQueueDb = (): void => database.close();

/** Adds photos at the end of the queue, in the order given, one transaction; returns them as kept. */
export async function enqueuePhotos(photos: NewQueuedPhoto[]): Promise<QueuedPhoto[]> {
  // Read before the transaction: it closes at the first wait that is not its own.
  const bytes = await Promise.all(photos.map((photo) => photo.blob.arrayBuffer()));
  const tx = (await db()).transaction('photos', 'readwrite');
  const added: QueuedPhoto[] = [];
  const batch = crypto.randomUUID();
  for (const [i, { blob, ...photo }] of photos.entries()) {
    const entry = { ...photo, batch, key: crypto.randomUUID(), state: 'pending' as const };
    // The counter gives `seq`: the object store fills it in from the key path.
    const seq = await tx.store.add({ ...entry, bytes: bytes[i] ?? new ArrayBuffer(0) } as StoredPhoto);
    added.push({ ...entry, blob, seq });
  }
  await tx.done;
  return added;
}

/** The whole queue, in the order chosen. */
export async function listQueued(): Promise<QueuedPhoto[]> {
  return (await (await db()).getAll('photos')).map(fromStore);
}

/** Changes a queued photo (its state, its prepared file, its upload address); gone is no error. */
export async function updateQueued(seq: number, change: Partial<Omit<QueuedPhoto, 'seq' | 'key'>>): Promise<void> {
  const { blob, ...rest } = change;
  const bytes = blob ? { bytes: await blob.arrayBuffer() } : {};
  const tx = (await db()).transaction('photos', 'readwrite');
  const current = await tx.store.get(seq);
  if (current) await tx.store.put({ ...current, ...rest, ...bytes });
  await tx.done;
}

/** Takes a photo out of the queue. */
export async function removeQueued(seq: number): Promise<void> {
  await (await db()).delete('photos', seq);
}

/** The tus uploads created for queued photos, each with the photo's idempotency key. */
export async function tusUploads(): Promise<{ key: string; upload: TusUploadRecord }[]> {
  // A few photos at most: reading them all costs less than an index (and a new version).
  return (await (await db()).getAll('photos')).flatMap(({ key, tusUpload }) =>
    tusUpload ? [{ key, upload: tusUpload }] : [],
  );
}

/** Keeps (or, undefined, forgets) the tus upload of the photo whose key is `key`; gone is no error. */
export async function setTusUpload(key: string, upload: TusUploadRecord | undefined): Promise<void> {
  const tx = (await db()).transaction('photos', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (cursor.value.key !== key) continue;
    const photo = { ...cursor.value };
    if (upload) photo.tusUpload = upload;
    else delete photo.tusUpload;
    await cursor.update(photo);
  }
  await tx.done;
}

/** The upload ticket kept for the service worker, if any (expired or not: the reader decides). */
export async function readUploadTicket(): Promise<HeldUploadTicket | undefined> {
  return (await db()).get('tickets', 'upload');
}

/** Keeps `held` as the service worker's upload ticket, in place of any before it. */
export async function keepUploadTicket(held: HeldUploadTicket): Promise<void> {
  await (await db()).put('tickets', held, 'upload');
}

/** Forgets the upload ticket (signed out, or the server refused it). */
export async function forgetUploadTicket(): Promise<void> {
  await (await db()).delete('tickets', 'upload');
}
