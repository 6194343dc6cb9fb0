import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

export interface Colour {
  r: number;
  g: number;
  b: number;
}

/** A JPEG of one colour, made on the spot. */
export function solidJpeg(colour: Colour, width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The size of an image, in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** A photo made on the spot, in a colour of its own (800×600 unless `size` says otherwise). */
export function photo(index: number, size?: Size): Promise<Buffer> {
  const hue = (index * 47) % 256;
  return solidJpeg({ r: hue, g: 120, b: 255 - hue }, size?.width, size?.height);
}

/**
 * A JPEG of noise, which compresses badly: after the browser's compression it still spans
 * several 256 KB chunks of the resumable upload.
 */
export function heavyJpeg(): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 1000 * 750 * 3 }, (_, i) => ((i * 7919) % 251) ^ ((i >> 5) % 256)));
  return sharp(noise, { raw: { width: 1000, height: 750, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Publishes `count` photos through the API, one request each (distinct images: no duplicate). */
export async function publishThroughApi(request: APIRequestContext, token: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const res = await request.post('/api/upload-photo', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { 'images[]': { name: `api-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(i) } },
    });
    expect(res.status()).toBe(201);
  }
}

/** Publishes photo(`index`, `size`) through the API; its id. */
export async function publishOneThroughApi(
  request: APIRequestContext,
  token: string,
  index: number,
  size?: Size,
): Promise<number> {
  const res = await request.post('/api/upload-photo', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { 'images[]': { name: `api-${index}.jpg`, mimeType: 'image/jpeg', buffer: await photo(index, size) } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { published: { id: number }[] }).published[0]?.id ?? 0;
}

/** The mean colour of an image, as decoded by sharp. */
export async function meanColour(image: Buffer): Promise<Colour> {
  const { channels } = await sharp(image).stats();
  const [r, g, b] = channels.map((channel) => Math.round(channel.mean));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

/** Whether two colours are the same to the eye (JPEG re-encoding shifts them a little). */
export function sameColour(a: Colour, b: Colour, tolerance = 24): boolean {
  return Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;
}
