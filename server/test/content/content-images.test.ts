import sharp from 'sharp';
import { CONTENT_IMAGES_PATH, type ContentPicture } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_REFUSAL } from '../../src/domain/content/content-image.js';
import { RECEIVE_PROBLEM } from '../../src/routes/api/content/receive-file.js';
import { PDF_BYTES, noisyPng, phoneJpeg, pixelBombPng, solidImage } from '../gallery/support/images.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { PROBLEM } from '../../src/domain/content/content-problems.js';
import { contentSite, copy, putDraft, type ContentSite } from './support.js';
import { SCRIPTED_SVG, filePost } from './transfer-support.js';

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const upload = async (data: Buffer, opts: { type?: string; name?: string; field?: string } = {}) =>
  site.t.app.inject(await filePost(CONTENT_IMAGES_PATH, data, site.organiser.token, opts));

describe('POST /api/content/images', () => {
  it('stores a re-encoded WebP under a random name and serves it with its type, nosniff and a year’s cache', async () => {
    const res = await upload(await solidImage('png', 640, 480));
    expect(res.statusCode, res.body).toBe(201);
    const picture = res.json<ContentPicture>();
    expect(picture.src).toMatch(/^\/uploads\/content\/[a-f0-9]{32}\.webp$/);
    expect(picture).toEqual({ src: picture.src, alt: '', width: 640, height: 480 });
    const served = await site.t.app.inject({ method: 'GET', url: picture.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Public like the photos: a front end on another origin may show the partners' logos.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
    const again = await site.t.app.inject({
      method: 'GET',
      url: picture.src,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('drops the metadata (a phone’s EXIF and its place) and turns the picture upright', async () => {
    const jpeg = await phoneJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, { type: 'image/jpeg', name: 'photo.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const served = await site.t.app.inject({ method: 'GET', url: res.json<ContentPicture>().src });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // Orientation 6: the 800 × 600 sensor image is a portrait.
    expect(meta).toMatchObject({ width: 600, height: 800 });
    expect(meta.orientation).toBeUndefined();
  });

  it('shrinks a large picture to 2400 px on its longest side', async () => {
    const res = await upload(await noisyPng(3000, 300));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ContentPicture>()).toMatchObject({ width: 2400, height: 240 });
  });

  it('rasterises a plain SVG (a drawn logo) and serves pixels, never the SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="270" height="60"><rect width="270" height="60" fill="#0b5d6b"/></svg>',
    );
    const res = await upload(svg, { type: 'image/svg+xml', name: 'logo.svg' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ContentPicture>()).toMatchObject({ width: 270, height: 60 });
    const served = await site.t.app.inject({ method: 'GET', url: res.json<ContentPicture>().src });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(served.rawPayload.includes('<svg')).toBe(false);
  });

  it('refuses an SVG with a script, an event handler or entity declarations, storing nothing', async () => {
    const before = await site.t.app.photos.files.list('content');
    for (const svg of [
      SCRIPTED_SVG,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><a href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>',
      ),
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&a;</text></svg>',
      ),
    ]) {
      const res = await upload(svg, { type: 'image/svg+xml', name: 'logo.svg' });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual(errorBody(IMAGE_REFUSAL.svgScript));
    }
    expect(await site.t.app.photos.files.list('content')).toHaveLength(before.length);
  });

  it('refuses what is not an image whatever its declared type, and a pixel bomb, in French', async () => {
    const pdf = await upload(PDF_BYTES, { type: 'image/png', name: 'affiche.png' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual(errorBody(IMAGE_REFUSAL.notAnImage));
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), { type: 'image/png' });
    expect(html.statusCode).toBe(415);
    const bomb = await upload(pixelBombPng(), { type: 'image/png' });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual(errorBody(IMAGE_REFUSAL.tooManyPixels(site.t.config.uploadMaxPixels)));
  });

  it('refuses a form without the file, or another body than a form', async () => {
    const wrongField = await upload(await solidImage('png', 10, 10), { field: 'images[]' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual(errorBody(RECEIVE_PROBLEM.noFile));
    const json = await site.t.app.inject({
      method: 'POST',
      url: CONTENT_IMAGES_PATH,
      headers: bearer(site.organiser.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual(errorBody(RECEIVE_PROBLEM.notMultipart));
  });

  it('is for organisers only: an attendee and an anonymous visitor store nothing', async () => {
    const image = await solidImage('png', 10, 10);
    const before = await site.t.app.photos.files.list('content');
    const attendee = await site.t.app.inject(await filePost(CONTENT_IMAGES_PATH, image, site.attendee.token));
    expect(attendee.statusCode).toBe(403);
    const anonymous = await site.t.app.inject(await filePost(CONTENT_IMAGES_PATH, image, null));
    expect(anonymous.statusCode).toBe(401);
    expect(await site.t.app.photos.files.list('content')).toHaveLength(before.length);
  });

  it('serves only the names it makes', async () => {
    for (const url of [
      '/uploads/content/' + 'a'.repeat(32) + '.webp',
      '/uploads/content/..%2F..%2Fcongres.db',
      '/uploads/content/x.svg',
    ]) {
      const res = await site.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('the text of the pictures that mean something', () => {
  it('is required for the carousel, the partners’ logos and the plans, not for the header’s logo', async () => {
    const content = copy(site.seed);
    content.home.carousel[0]!.alt = '  ';
    content.partners[1]!.logo.alt = '';
    content.event.venue.plan.alt = '';
    content.logo.alt = '';
    const res = await putDraft(site.t, site.organiser.token, 1, content);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ problems: unknown }>().problems).toEqual([
      { path: '/home/carousel/0/alt', message: PROBLEM.alt },
      { path: '/partners/1/logo/alt', message: PROBLEM.alt },
      { path: '/event/venue/plan/alt', message: PROBLEM.alt },
    ]);
  });
});

describe('an image over the size limit', () => {
  it('is refused with 413 and the limit in French', async () => {
    const small = await contentSite({ UPLOAD_MAX_FILE_MB: '1' });
    try {
      const big = await noisyPng(1200, 1000);
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const res = await small.t.app.inject(await filePost(CONTENT_IMAGES_PATH, big, small.organiser.token));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual(errorBody(IMAGE_REFUSAL.tooLarge(1024 * 1024)));
    } finally {
      await small.t.close();
    }
  });
});
