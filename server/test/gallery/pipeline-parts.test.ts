import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from '../../src/plugins/app/photos/concurrency-limit.js';
import { sniffImageFormat } from '../../src/plugins/app/photos/image-format.js';
import { PDF_BYTES, SVG_BYTES, solidImage } from './support/images.js';

describe('sniffImageFormat', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)('recognises %s by its first bytes', async (format) => {
    expect(sniffImageFormat((await solidImage(format, 8, 8)).subarray(0, 64))).toBe(format);
  });

  it('refuses HEIC (same container as AVIF, another codec), PDF, SVG and nothing at all', () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    expect(sniffImageFormat(heic)).toBeNull();
    expect(sniffImageFormat(PDF_BYTES)).toBeNull();
    expect(sniffImageFormat(SVG_BYTES)).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('createConcurrencyLimit', () => {
  it('never runs more than the limit at once, and runs every task', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      limit(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        return i;
      }),
    );
    // Open the gates one by one as tasks reach them.
    while (gates.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('raté')))).rejects.toThrow('raté');
    expect(await limit(() => Promise.resolve('suivante'))).toBe('suivante');
  });
});
