import { describe, expect, it, vi } from 'vitest';
import { heifToJpeg, isHeif } from './heif';

// The one third party mocked: jsdom cannot run the decoder. It counts the calls.
const decoder = vi.hoisted(() => ({ calls: 0, fail: false }));
vi.mock('heic-to/csp', () => ({
  heicTo: () => {
    decoder.calls += 1;
    return decoder.fail
      ? Promise.reject(new Error('not decodable'))
      : Promise.resolve(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
  },
}));

/** The first bytes of an ISO-BMFF file whose `ftyp` brand is `brand`. */
const boxed = (brand: string, type = '') =>
  new File([new Uint8Array([0, 0, 0, 24]), `ftyp${brand}`, new Uint8Array(16)], 'IMG_0001.HEIC', { type });

describe('HEIC in the browser', () => {
  it('knows a HEIC by its type, or by its first bytes when the browser gave none', async () => {
    expect(await isHeif(new File(['x'], 'a.heic', { type: 'image/heic' }))).toBe(true);
    expect(await isHeif(new File(['x'], 'a.heif', { type: 'image/heif' }))).toBe(true);
    expect(await isHeif(boxed('heic'))).toBe(true);
    expect(await isHeif(boxed('mif1', 'application/octet-stream'))).toBe(true);
    // An MP4 is ISO-BMFF too, with another brand; a JPEG says what it is.
    expect(await isHeif(boxed('isom'))).toBe(false);
    expect(await isHeif(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' }))).toBe(
      false,
    );
  });

  it('turns a HEIC into a JPEG named after it, and loads the decoder for HEIC only', async () => {
    decoder.calls = 0;
    decoder.fail = false;
    const jpeg = new File([new Uint8Array([0xff, 0xd8])], 'a.jpg', { type: 'image/jpeg' });
    expect(await heifToJpeg(jpeg)).toBe(jpeg);
    expect(decoder.calls).toBe(0);

    const converted = await heifToJpeg(boxed('heic'));
    expect(decoder.calls).toBe(1);
    expect(converted.type).toBe('image/jpeg');
    expect(converted.name).toBe('IMG_0001.jpg');
  });

  it('sends the original when the decoder cannot read it (the server converts it, or says why)', async () => {
    decoder.fail = true;
    const heic = boxed('heic', 'image/heic');
    expect(await heifToJpeg(heic)).toBe(heic);
  });
});
