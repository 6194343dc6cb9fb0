import { afterEach, expect, it } from 'vitest';
import { closeQueueDb, enqueuePhotos, listQueued, removeQueued } from './queue-store';
import { fingerprintOf, queueUrlStorage } from './tus-url-storage';

afterEach(() => {
  closeQueueDb();
});

const upload = (uploadUrl: string) => ({
  uploadUrl,
  parallelUploadUrls: null,
  size: 3,
  metadata: { filename: 'a.jpg' },
  creationTime: '2025-05-23T08:00:00.000Z',
  urlStorageKey: '',
});

it('keeps a tus upload in its photo’s queue record, finds it by fingerprint, forgets it; local storage stays empty', async () => {
  const [first, second] = await enqueuePhotos([
    { name: 'a.jpg', type: 'image/jpeg', blob: new Blob(['abc']), prepared: true },
    { name: 'b.jpg', type: 'image/jpeg', blob: new Blob(['def']), prepared: true },
  ]);
  const a = fingerprintOf(first!.key);
  const b = fingerprintOf(second!.key);
  expect(await queueUrlStorage.addUpload(a, upload('https://congres.test/api/uploads/1'))).toBe(a);
  await queueUrlStorage.addUpload(b, upload('https://congres.test/api/uploads/2'));

  expect(await queueUrlStorage.findUploadsByFingerprint(a)).toEqual([
    { ...upload('https://congres.test/api/uploads/1'), urlStorageKey: a },
  ]);
  expect((await queueUrlStorage.findAllUploads()).map((found) => found.uploadUrl)).toEqual([
    'https://congres.test/api/uploads/1',
    'https://congres.test/api/uploads/2',
  ]);
  expect((await listQueued()).map((photo) => photo.tusUpload?.uploadUrl)).toEqual([
    'https://congres.test/api/uploads/1',
    'https://congres.test/api/uploads/2',
  ]);
  expect(Object.keys(localStorage)).toEqual([]);

  await queueUrlStorage.removeUpload(a);
  expect(await queueUrlStorage.findUploadsByFingerprint(a)).toEqual([]);
  // The photo itself stays queued, its bytes intact.
  expect(await (await listQueued())[0]!.blob.text()).toBe('abc');

  // A photo no longer queued keeps no upload.
  await removeQueued(second!.seq);
  expect(await queueUrlStorage.findUploadsByFingerprint(b)).toEqual([]);
  await queueUrlStorage.addUpload(b, upload('https://congres.test/api/uploads/3'));
  expect(await queueUrlStorage.findAllUploads()).toEqual([]);
});
