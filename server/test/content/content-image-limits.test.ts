import { CONTENT_IMAGES_PATH } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentImageRefusal, IMAGE_REFUSAL, encodeContentImage } from '../../src/domain/content/content-image.js';
import { errorBody } from '../support/error-body.js';
import { contentSite, type ContentSite } from './support.js';
import { filePost } from './transfer-support.js';

// Decision 100: sharp's work on a content image has a time limit, and the SVG effects that
// librsvg computes in one call, past any limit, are refused before it sees them.

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

describe('content images in bounded time', () => {
  it('refuses an SVG with filter effects, in French, storing nothing', async () => {
    const before = await site.t.app.photos.files.list('content');
    const turbulence = svg(
      2000,
      1000,
      '<filter id="f"><feTurbulence baseFrequency="0.9" numOctaves="10"/></filter>' +
        '<rect width="100%" height="100%" filter="url(#f)"/>',
    );
    const blur = svg(2000, 1000, '<rect width="100%" height="100%" style="filter: blur(40px)"/>');
    for (const data of [turbulence, blur]) {
      const res = await site.t.app.inject(
        await filePost(CONTENT_IMAGES_PATH, data, site.organiser.token, { type: 'image/svg+xml', name: 'fond.svg' }),
      );
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual(errorBody(IMAGE_REFUSAL.svgEffects));
    }
    expect(await site.t.app.photos.files.list('content')).toHaveLength(before.length);
  });

  // Seconds of work by design: given room on a busy machine.
  it('stops sharp at its time limit and answers in French', { timeout: 60_000 }, async () => {
    // 400 half-transparent layers over 2400 × 2400 px: seconds of librsvg on any machine, no effect in it.
    const layers = Array.from(
      { length: 400 },
      (_v, i) =>
        `<rect width="100%" height="100%" fill="#${((i * 40503) & 0xffffff).toString(16).padStart(6, '0')}" opacity=".5"/>`,
    ).join('');
    const slow = svg(2400, 2400, layers);
    const limits = { maxBytes: site.t.config.uploadMaxFileBytes, maxPixels: site.t.config.uploadMaxPixels };
    const refusal = await encodeContentImage(slow, { ...limits, timeoutSeconds: 1 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ContentImageRefusal);
    expect(refusal).toMatchObject({ status: 400, message: IMAGE_REFUSAL.tooSlow });
  });
});
