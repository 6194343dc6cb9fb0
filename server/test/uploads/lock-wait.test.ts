import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadsInProgressDir } from '../../src/domain/uploads/upload-datastore.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { ON_LOCAL_FOLDER } from '../support/engines.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ask, listening, openUpload } from './support.js';

// Decision 073: a request waiting for the lock of an upload (a HEAD while a PATCH of the same
// upload stalls, for the 3 s of the lock's drain) costs no CPU: it sleeps until the lock is let
// go, where @tus/server's MemoryLocker asked again on every turn of the event loop.

let t: TestApp;
let base: string;
let member: Member;
beforeAll(async () => {
  // The folder store, whose partial file says when the stalled PATCH holds the lock.
  t = await startTestApp({ ...ON_LOCAL_FOLDER });
  base = await listening(t.app);
  member = await newMember(t.app, 'Réseau Figé');
});
afterAll(async () => {
  await t.close();
});

/** Opens a PATCH of `sent` bytes out of the `declared` it announces, and sends no more. */
function stalledPatch(url: string, declared: number, sent: number): net.Socket {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    [
      `PATCH ${url} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      `authorization: Bearer ${member.token}`,
      'tus-resumable: 1.0.0',
      'upload-offset: 0',
      'content-type: application/offset+octet-stream',
      `content-length: ${declared}`,
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(Buffer.alloc(sent, 7));
  return socket;
}

describe('waiting for the lock of an upload whose PATCH stalls', () => {
  it('sleeps: two waiting HEADs schedule next to nothing, burn next to no CPU, then both read it', async () => {
    const url = await openUpload(t.app, member.token, 2_000_000);
    const partial = path.join(uploadsInProgressDir(t.dataDir), url.split('/').pop() ?? '');
    const socket = stalledPatch(url, 2_000_000, 64 * 1024);
    try {
      // The PATCH holds the lock once its first bytes are in the partial file.
      await vi.waitFor(() => expect(fs.statSync(partial).size).toBe(64 * 1024), { timeout: 10_000 });

      // Every setImmediate while the HEAD waits: the old lock asked again on each one.
      const original = globalThis.setImmediate;
      let scheduled = 0;
      globalThis.setImmediate = ((...args: Parameters<typeof setImmediate>) => {
        scheduled += 1;
        return original(...args);
      }) as typeof setImmediate;
      const cpuBefore = process.cpuUsage();
      const wallBefore = process.hrtime.bigint();
      let heads;
      try {
        heads = await Promise.all([ask(t.app, member.token, 'HEAD', url), ask(t.app, member.token, 'HEAD', url)]);
      } finally {
        globalThis.setImmediate = original;
      }
      const cpu = process.cpuUsage(cpuBefore);
      const wallMicros = Number((process.hrtime.bigint() - wallBefore) / 1000n);

      // The stalled PATCH was asked to let go, kept what it had, and each HEAD in turn read it.
      for (const head of heads) {
        expect(head.statusCode).toBe(200);
        expect(head.headers['upload-offset']).toBe(String(64 * 1024));
      }
      expect(scheduled).toBeLessThan(100);
      expect(cpu.user + cpu.system).toBeLessThan(wallMicros / 4);
    } finally {
      socket.destroy();
    }
  });
});
