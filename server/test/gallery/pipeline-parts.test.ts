import { describe, expect, it } from 'vitest';
import { createFairQueue, HEAVY_TASK_COST } from '../../src/scheduling/fair-queue.js';
import { sniffImageFormat } from '../../src/domain/photos/image-format.js';
import { PDF_BYTES, SVG_BYTES, solidImage } from './support/images.js';

describe('sniffImageFormat', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)('recognises %s by its first bytes', async (format) => {
    expect(sniffImageFormat((await solidImage(format, 8, 8)).subarray(0, 64))).toBe(format);
  });

  it('recognises HEIC (same container as AVIF, another codec) by its brands (decision 048)', () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    expect(sniffImageFormat(heic)).toBe('heic');
    const avifNamedMif1 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypmif1\0\0\0\0mif1avif', 'latin1'),
    ]);
    expect(sniffImageFormat(avifNamedMif1)).toBe('avif');
  });

  it('refuses HEIF of another codec, PDF, SVG and nothing at all', () => {
    const otherHeif = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypmif1\0\0\0\0mif1', 'latin1')]);
    expect(sniffImageFormat(otherHeif)).toBeNull();
    expect(sniffImageFormat(PDF_BYTES)).toBeNull();
    expect(sniffImageFormat(SVG_BYTES)).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

/** Tasks that wait for their gate; `started` records the order in which they began. */
function gatedTasks() {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      gates.set(name, () => resolve(name));
    });
  /** Lets the task named run to its end, once it has started. */
  const finish = async (name: string) => {
    while (!gates.has(name)) await new Promise((resolve) => setImmediate(resolve));
    gates.get(name)?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, task, finish };
}

describe('createFairQueue', () => {
  it('never runs more than its workers at once, and runs every task', async () => {
    const queue = createFairQueue(2);
    let running = 0;
    let peak = 0;
    const gates: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      queue.run(`compte-${i % 3}`, async () => {
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

  it('gives a freed worker to the next account in turn, not to the oldest task', async () => {
    const queue = createFairQueue(2);
    const { started, task, finish } = gatedTasks();
    // One account sends six heavy images; another sends one just after.
    const heavy = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((name) => queue.run('a', task(name)));
    const light = queue.run('b', task('b1'));
    expect(queue.waiting('a')).toBe(4);
    expect(queue.waiting('b')).toBe(1);

    await finish('a1');
    // The attendee's photo goes next, while five of the other account's wait.
    expect(started).toEqual(['a1', 'a2', 'b1']);
    await finish('b1');
    expect(await light).toBe('b1');
    for (const name of ['a2', 'a3', 'a4', 'a5', 'a6']) await finish(name);
    expect(await Promise.all(heavy)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5', 'a6']);
  });

  it('takes turns between accounts that all have tasks waiting, each in its own order', async () => {
    const queue = createFairQueue(1);
    const { started, task, finish } = gatedTasks();
    const all = [
      queue.run('a', task('a1')),
      queue.run('a', task('a2')),
      queue.run('a', task('a3')),
      queue.run('b', task('b1')),
      queue.run('b', task('b2')),
      queue.run('c', task('c1')),
    ];
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'b2']) await finish(name);
    await Promise.all(all);
    expect(started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2']);
  });

  it('keeps one worker from heavy tasks: ten accounts’ heavy images never hold them all (decision 045)', async () => {
    const queue = createFairQueue(2);
    const { started, task, finish } = gatedTasks();
    const heavy = Array.from({ length: 10 }, (_, i) => queue.run(`lourd-${i}`, task(`h${i}`), HEAVY_TASK_COST + 500));
    // One heavy image runs; the nine others wait although a worker is free.
    expect(started).toEqual(['h0']);
    expect(queue.runningHeavy()).toBe(1);
    // An ordinary photo takes the free worker at once, heavy images still running and waiting.
    const ordinary = queue.run('attendee', task('o'), 80);
    expect(started).toEqual(['h0', 'o']);
    await finish('o');
    expect(await ordinary).toBe('o');
    for (let i = 0; i < 10; i += 1) await finish(`h${i}`);
    await Promise.all(heavy);
    expect(started).toEqual(['h0', 'o', ...Array.from({ length: 9 }, (_, i) => `h${i + 1}`)]);
  });

  it('gives a freed worker to the cheapest waiting task among accounts equally served', async () => {
    const queue = createFairQueue(1);
    const { started, task, finish } = gatedTasks();
    const first = queue.run('a', task('a1'), 100);
    const costly = queue.run('b', task('b-cher'), 500);
    const cheap = queue.run('c', task('c-léger'), 60);
    await finish('a1');
    expect(started).toEqual(['a1', 'c-léger']);
    await finish('c-léger');
    await finish('b-cher');
    await Promise.all([first, costly, cheap]);
  });

  it('frees the worker of a task that fails', async () => {
    const queue = createFairQueue(1);
    await expect(queue.run('a', () => Promise.reject(new Error('raté')))).rejects.toThrow('raté');
    expect(await queue.run('a', () => Promise.resolve('suivante'))).toBe('suivante');
    expect(queue.waiting('a')).toBe(0);
  });
});
