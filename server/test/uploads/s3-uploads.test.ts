import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type RunningS3 } from '../../../scripts/lib/engines.mjs';
import { noisyJpeg } from '../gallery/support/images.js';
import { newMember } from '../gallery/support/sign-in.js';
import { storedFiles, storedPathsOf } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ask, cuttingProxy, listening, openUpload, resultOf, sendBytes, tusUpload } from './support.js';

// Resumable uploads with STORAGE=s3: partial uploads are multipart uploads in the photos'
// bucket (@tus/s3-store), on a real S3-protocol server (s3rver, started here).
let s3: RunningS3;
let t: TestApp;
let base: string;
beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket('site-uploads');
  t = await startTestApp(s3.env('site-uploads'));
  base = await listening(t.app);
}, 30_000);
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** The keys of the bucket outside the photo storage's own folders: what tus keeps there. */
async function tusObjects(): Promise<string[]> {
  const listing = await (await fetch(`${s3.endpoint}/site-uploads`)).text();
  return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)]
    .map((match) => match[1] ?? '')
    .filter((key) => !key.startsWith('photos/') && !key.startsWith('thumbs/'));
}

describe('resumable uploads with STORAGE=s3', () => {
  it('publishes a photo sent in chunks into the bucket, and leaves no upload object behind', async () => {
    const member = await newMember(t.app, 'Nuage Par Morceaux');
    const jpeg = await noisyJpeg(900, 700);
    const run = await tusUpload(base, member.token, jpeg, { chunkSize: 100 * 1024 });
    const [photo] = resultOf(run).published as [Photo];
    expect(photo.username).toBe('Nuage Par Morceaux');
    expect(await storedFiles(t.app)).toEqual(expect.arrayContaining(storedPathsOf(photo)));
    expect(await tusObjects()).toEqual([]);
  });

  it('resumes a transfer cut half way from the bytes the bucket kept', async () => {
    const member = await newMember(t.app, 'Nuage Capricieux');
    const jpeg = await noisyJpeg(1000, 800);
    const proxy = await cuttingProxy(base, { cutAfter: Math.floor(jpeg.length / 2) });
    try {
      const run = await tusUpload(proxy.url, member.token, jpeg);
      const [resumedAt] = run.headOffsets;
      expect(resumedAt).toBeGreaterThan(0);
      expect(proxy.state.sentAfterCut).toBeLessThan(jpeg.length - (resumedAt ?? 0) + 4096);
      expect(resultOf(run).published).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('sweeps a partial upload out of the bucket', async () => {
    const member = await newMember(t.app, 'Nuage Oublieux');
    const jpeg = await noisyJpeg(300, 200);
    const url = await openUpload(t.app, member.token, jpeg.length);
    expect((await sendBytes(t.app, member.token, url, 0, jpeg.subarray(0, 1000))).statusCode).toBe(204);
    expect((await ask(t.app, member.token, 'HEAD', url)).headers['upload-offset']).toBe('1000');
    expect(await tusObjects()).not.toEqual([]);
    expect(await t.app.uploads.sweep(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await tusObjects()).toEqual([]);
    expect((await ask(t.app, member.token, 'HEAD', url)).statusCode).toBe(404);
  });
});
