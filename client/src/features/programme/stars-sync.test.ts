import type { SlotStar } from '@congres/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { readStars, resetStarsForTests, toggleStar } from './public/programme-stars';
import { renderHook } from '@testing-library/react';
import { TOKEN_KEY } from '../../lib/session';
import { fakeToken } from '../../test/fake-token';
import { syncStarsWithAccount, useStarsAccountSync } from './stars-sync';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const starred = async () => (await readStars()).filter((star) => star.starred).map((star) => star.slotId);

/** The network edge: answers each POST with the account's merge of what was sent and `account`. */
function accountServer(account: SlotStar[]) {
  const sent: SlotStar[][] = [];
  let release: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { stars: SlotStar[] };
      sent.push(body.stars);
      if (sent.length === 1) await first;
      const stars = [...account, ...body.stars.filter((s) => !account.some((a) => a.slotId === s.slotId))];
      return new Response(JSON.stringify({ stars }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { sent, release };
}

it('keeps the account’s stars with the phone’s, and sends again a star chosen while the first call was out', async () => {
  await toggleStar('04');
  const server = accountServer([{ slotId: '02', starred: true, updatedAt: '2025-05-20T10:00:00.000Z' }]);
  const done = syncStarsWithAccount('token-a');
  await vi.waitFor(() => expect(server.sent).toHaveLength(1));
  // Chosen while the first call waits for its answer: neither lost nor overwritten by the answer.
  await toggleStar('12');
  void syncStarsWithAccount('token-a');
  server.release();
  await done;
  expect(await starred()).toEqual(['02', '04', '12']);
  expect(server.sent.map((stars) => stars.map((star) => star.slotId))).toEqual([['04'], ['02', '04', '12']]);
});

it('leaves the phone’s stars as they are when the network fails', async () => {
  await toggleStar('07');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await syncStarsWithAccount('token-b');
  expect(await starred()).toEqual(['07']);
});

it('merges at page load only at an idle moment, not during the hydration (decision 076)', async () => {
  await toggleStar('05');
  const server = accountServer([]);
  server.release();
  localStorage.setItem(TOKEN_KEY, fakeToken());
  // Idle callbacks held until the test lets them run.
  const held: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => held.push(run));
  const { unmount } = renderHook(() => useStarsAccountSync());
  // What the merge reads first is read: without the wait, its request would be out by now.
  await readStars();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(server.sent).toHaveLength(0);
  for (const run of held.splice(0)) run({ didTimeout: false, timeRemaining: () => 50 });
  await vi.waitFor(() => expect(server.sent).toHaveLength(1));
  unmount();
});

it('keeps a star on a slot added since the build, and sends the account only the slots the page knows', async () => {
  await toggleStar('04');
  await toggleStar('s-ab12cd');
  // A new visit: the stars are read again from IndexedDB, before any content is read.
  resetStarsForTests();
  expect(await starred()).toEqual(['04', 's-ab12cd']);
  const server = accountServer([]);
  server.release();
  await syncStarsWithAccount('token-c');
  // The page still shows the seed: the new slot's star waits on the phone for a later sync.
  expect(server.sent.map((stars) => stars.map((star) => star.slotId))).toEqual([['04']]);
  expect(await starred()).toEqual(['04', 's-ab12cd']);
});
