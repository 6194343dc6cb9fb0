import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { answers, waitUntil } from '../lib/child-process.mjs';

// The tools wait for the processes they start (the built server, nginx, the engines) by probing
// them: a probe is bounded, so that one connection that never answers does not hold the wait to
// its end, and a wait that ends says what the process said (a slower run's server start, run 81).
const sockets: net.Socket[] = [];
let silent: net.Server | undefined;
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve) ?? resolve(undefined));
});

/** A listener that accepts every connection and never answers. */
async function listenerThatNeverAnswers(): Promise<string> {
  silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/api/health`;
}

it('a probe of a listener that never answers gives up after its time, and so does the next', async () => {
  const url = await listenerThatNeverAnswers();
  const probe = answers(url, undefined, 200);
  // Without its bound, fetch would wait for the headers five minutes (undici's own limit).
  expect(await probe()).toBe(false);
  expect(await probe()).toBe(false);
  expect(sockets.length).toBeGreaterThan(0);
});

it('a wait that ends says what the process said', async () => {
  const url = await listenerThatNeverAnswers();
  await expect(
    waitUntil('The server', answers(url, undefined, 100), { timeoutMs: 300, detail: () => 'database locked' }),
  ).rejects.toThrow('The server did not answer within 0.3 s. database locked');
});
