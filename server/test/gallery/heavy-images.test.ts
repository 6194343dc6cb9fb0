import os from 'node:os';
import type { UploadFailure } from '@congres/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAVY_TASK_COST } from '../../src/scheduling/fair-queue.js';
import { MAX_RENDER_COST_MS, estimateRenderCost } from '../../src/domain/photos/render-cost.js';
import { TOO_SLOW } from '../../src/domain/photos/render-photo.js';
import { waitFor } from '../faults/support/child-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { interlacedPng, solidImage } from './support/images.js';
import { uploadRequest, type UploadFile } from './support/multipart.js';
import { newMember } from './support/sign-in.js';

// What an image costs is read from its header (format, bits, interlacing, pixels),
// bounded, and scheduled so that ordinary photos are not stuck behind heavy ones (decision 045).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const VENUE = '203.0.113.50';
const upload = async (files: UploadFile[], token: string) =>
  t.app.inject({ ...(await uploadRequest(files, token)), remoteAddress: VENUE });

describe('the work an image costs', () => {
  it('is estimated from the header: interlacing and 16-bit samples count, not only pixels', async () => {
    const cost = async (image: Buffer) => {
      const metadata = await sharp(image).metadata();
      return estimateRenderCost(metadata, (metadata.width ?? 0) * (metadata.height ?? 0));
    };
    const ordinary = await cost(await solidImage('jpeg', 640, 480));
    const plain = await cost(
      await sharp({ create: { width: 3600, height: 3600, channels: 3, background: '#808080' } })
        .png()
        .toBuffer(),
    );
    const interlaced = await cost(await interlacedPng(3600));
    const wide = await cost(await interlacedPng(3600, 16));
    expect(ordinary).toBeLessThan(HEAVY_TASK_COST);
    expect(plain).toBeLessThan(interlaced);
    expect(interlaced).toBeLessThan(wide);
    expect(interlaced).toBeGreaterThan(HEAVY_TASK_COST);
  });

  it('refuses, before decoding, an image whose estimated work is over the bound', async () => {
    const member = await newMember(t.app, 'Trop Lourd');
    // 7071 × 7071, 16 bits, interlaced: the image of decision 045, within the pixel limit.
    const image = await interlacedPng(7071, 16);
    const metadata = await sharp(image).metadata();
    expect(estimateRenderCost(metadata, 7071 * 7071)).toBeGreaterThan(MAX_RENDER_COST_MS);
    const res = await upload([{ name: 'lourde.png', data: image }], member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json<UploadFailure>().refused).toEqual([{ name: 'lourde.png', reason: TOO_SLOW }]);
  }, 60_000);
});

describe('ten accounts at the venue send heavy images', () => {
  it('answers an ordinary photo sent meanwhile before any of the heavy ones', async () => {
    const senders = await Promise.all(Array.from({ length: 10 }, (_, i) => newMember(t.app, `Lourd ${i}`)));
    const images = await Promise.all(senders.map(() => interlacedPng(3600)));
    const answered: string[] = [];
    const heavy = senders.map((sender, i) =>
      upload([{ name: `lourde-${i}.png`, data: images[i] ?? Buffer.alloc(0) }], sender.token).then((res) => {
        answered.push('heavy');
        return res;
      }),
    );
    // Every heavy image is waiting for, or on, the worker heavy images may take.
    const queued = () => senders.filter((sender) => t.app.photos.queue.waiting(String(sender.id)) > 0).length;
    await waitFor(
      'the heavy images to reach the image workers',
      () => queued() + t.app.photos.queue.runningHeavy() === 10,
    );
    const attendee = await newMember(t.app, 'Photo Ordinaire');
    const ordinary = await upload(
      [{ name: 'ordinaire.jpg', data: await solidImage('jpeg', 640, 480) }],
      attendee.token,
    );
    answered.push('ordinary');
    expect(ordinary.statusCode).toBe(201);
    // With two workers or more, one is kept from heavy images: the ordinary photo never waits for
    // one to end (the one being processed may end meanwhile). On one core it waits for that one,
    // then goes first of the rest. A first-come queue would answer all ten first.
    const heavyBefore = answered.indexOf('ordinary');
    expect(heavyBefore).toBeLessThanOrEqual(os.availableParallelism() >= 2 ? 1 : 2);
    for (const res of await Promise.all(heavy)) expect(res.statusCode).toBe(201);
  }, 120_000);
});
