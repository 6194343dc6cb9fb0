import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, UploadFailure, UploadResult } from '@congres/contracts';
import { heicToJpeg } from '../../src/domain/photos/heic-to-jpeg.js';
import { estimateRenderCost, MAX_RENDER_COST_MS, renderCostLimit } from '../../src/domain/photos/render-cost.js';
import { CORRUPT_IMAGE, TOO_SLOW } from '../../src/domain/photos/render-photo.js';
import { readStored } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { heifEnc, withDeclaredSize, withRotation } from './support/heic.js';
import { uploadRequest, type UploadFile } from './support/multipart.js';
import { signIn } from './support/sign-in.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app, 'Camille Martin');
});
afterAll(async () => {
  await t.close();
});

const upload = async (files: UploadFile[]) => t.app.inject(await uploadRequest(files, token));

/**
 * An iPhone photo taken upright, as the phone stores it: the sensor's landscape pixels (top half
 * red, bottom half blue) with a quarter turn clockwise in `irot`, the same turn as EXIF orientation 6,
 * and GPS in the EXIF. Upright, the red half is on the right.
 */
async function iphoneHeic(): Promise<Buffer> {
  const red = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 50/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 34/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return withRotation(await heifEnc(jpeg), 3);
}

/** A plain 640 × 480 HEIC. */
async function smallHeic(): Promise<Buffer> {
  return heifEnc(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer(),
  );
}

/** The colour at (x, y) of an image, as [r, g, b]. */
async function colourAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as number[];
}

const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
const isBlue = ([r, g, b]: number[]) => (r ?? 255) < 60 && (g ?? 255) < 60 && (b ?? 0) > 200;

describe('POST /api/upload-photo: HEIC (decision 048)', () => {
  it('publishes a HEIC, found by its content, as an upright JPEG without GPS or any metadata', async () => {
    const heic = await iphoneHeic();
    const source = await sharp(heic).metadata();
    // libheif reads the size as displayed, after the irot.
    expect(source).toMatchObject({ format: 'heif', compression: 'hevc', width: 600, height: 800 });
    expect(source.exif).toBeDefined();
    expect(heic.includes(Buffer.from('PhoneMaker'))).toBe(true);

    // Named and typed as something else: the server goes by the bytes.
    const res = await upload([{ name: 'IMG_4501.bin', data: heic, type: 'application/octet-stream' }]);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json<UploadResult>().published as [Photo];
    expect(photo).toMatchObject({ width: 600, height: 800 });
    expect(photo.filename).toMatch(/\.jpg$/);

    const full = (await readStored(t.app, 'full', photo.filename)) ?? Buffer.alloc(0);
    const meta = await sharp(full).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(full.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Turned by the HEIC's own irot, once (its EXIF orientation says the same turn and is not applied again).
    expect(isRed(await colourAt(full, 550, 400))).toBe(true);
    expect(isBlue(await colourAt(full, 50, 400))).toBe(true);
  });

  it('refuses a broken HEIC in French, and publishes the good photo sent with it', async () => {
    const heic = await heifEnc(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
        .jpeg()
        .toBuffer(),
    );
    // The header is whole (the size checks pass), the coded image is cut off.
    const broken = heic.subarray(0, heic.length - Math.floor(heic.length / 3));
    const good = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e9c46a' } })
      .jpeg()
      .toBuffer();

    const res = await upload([
      { name: 'IMG_4502.HEIC', data: broken, type: 'image/heic' },
      { name: 'IMG_4503.JPG', data: good },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.refused).toEqual([{ name: 'IMG_4502.HEIC', reason: CORRUPT_IMAGE }]);
    expect(body.published).toHaveLength(1);

    const alone = await upload([{ name: 'IMG_4502.HEIC', data: broken, type: 'image/heic' }]);
    expect(alone.statusCode).toBe(400);
    expect(alone.json<UploadFailure>().refused).toEqual([{ name: 'IMG_4502.HEIC', reason: CORRUPT_IMAGE }]);
  });

  it('refuses a HEIC whose estimated work is over the HEIC bound, before decoding it', async () => {
    // What a 24-megapixel HEIC declares: it would take a core for about 20 s (the browser converts those).
    const big = withDeclaredSize(await smallHeic(), 6000, 4000);
    const res = await upload([{ name: 'IMG_4504.HEIC', data: big, type: 'image/heic' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<UploadFailure>().refused).toEqual([{ name: 'IMG_4504.HEIC', reason: TOO_SLOW }]);
  });

  it('ends a HEIC conversion at its time limit, with the worker, as "too slow"', async () => {
    const source = path.join(t.dataDir, 'lent.heic');
    await fs.writeFile(source, await smallHeic());
    // A millisecond: the worker has not even loaded libheif.
    await expect(heicToJpeg(source, 0.001)).rejects.toMatchObject({ name: 'HeicFailure', reason: 'too-slow' });
    // The same file within its limit converts: the refusal above was the clock's.
    expect((await heicToJpeg(source, 60)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('admits a 12-megapixel HEIC by its estimated work, the size of most phone photos', () => {
    const heic = { format: 'heif', compression: 'hevc', depth: 'uchar', isProgressive: false } as const;
    expect(estimateRenderCost(heic, 4032 * 3024)).toBeLessThanOrEqual(renderCostLimit(heic));
    expect(estimateRenderCost(heic, 6000 * 4000)).toBeGreaterThan(renderCostLimit(heic));
    // The same pixels as AVIF stay under the bound of sharp's own formats.
    expect(renderCostLimit({ format: 'heif', compression: 'av1' })).toBe(MAX_RENDER_COST_MS);
  });
});
