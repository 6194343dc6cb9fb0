import type { Photo, WallPage } from '@congres/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../test/fake-event-source';
import { makePhotos } from '../../test/photos';
import { json, stubFetch } from '../../test/stub-network';
import { useWall } from './use-wall';

const [one, two, three, four] = makePhotos(4) as [Photo, Photo, Photo, Photo];

/** GET /api/wall answers `page` (newest first); the calls are kept. */
function wallServer(page: () => WallPage | Promise<WallPage>) {
  const calls: string[] = [];
  stubFetch(async (url) => {
    calls.push(url);
    return json(await page());
  });
  return calls;
}

async function openWall() {
  const hook = renderHook(() => useWall());
  await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
  return hook;
}

beforeEach(() => stubEventSource());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wall’s feed', () => {
  it('with approval on: reads /api/wall, follows approvals and withdrawals, never a mere publication', async () => {
    const calls = wallServer(() => ({ approval: true, photos: [two], nextCursor: null }));
    const { result } = await openWall();
    await waitFor(() => expect(result.current.current?.id).toBe(two.id));
    expect(calls[0]).toBe('/api/wall?limit=24');

    // Published but not approved: the gallery's news, not the wall's.
    sendLiveEvent('photo-published', four);
    expect(result.current.known).toBe(1);

    sendLiveEvent('wall-photo-approved', one);
    expect(result.current.known).toBe(2);
    // Withdrawn while on screen: off the wall at once.
    sendLiveEvent('wall-photo-withdrawn', { id: two.id });
    expect(result.current.known).toBe(1);
    expect(result.current.current?.id).not.toBe(two.id);
    // A deleted photo leaves as ever.
    sendLiveEvent('photo-removed', { id: one.id });
    expect(result.current.known).toBe(0);
    expect(result.current.current).toBeNull();
  });

  it('with approval off: every publication, as before; approvals and withdrawals change nothing', async () => {
    wallServer(() => ({ approval: false, photos: [two, one], nextCursor: null }));
    const { result } = await openWall();
    await waitFor(() => expect(result.current.known).toBe(2));
    sendLiveEvent('photo-published', three);
    expect(result.current.known).toBe(3);
    sendLiveEvent('wall-photo-approved', four);
    sendLiveEvent('wall-photo-withdrawn', { id: two.id });
    expect(result.current.known).toBe(3);
  });

  it('holds the stream’s news that come before the first page until it says whether approval is on', async () => {
    let answer: (page: WallPage) => void = () => undefined;
    wallServer(
      () =>
        new Promise<WallPage>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = await openWall();
    sendLiveEvent('photo-published', four);
    sendLiveEvent('wall-photo-approved', three);
    expect(result.current.known).toBe(0);
    await act(async () => answer({ approval: true, photos: [one], nextCursor: null }));
    await waitFor(() => expect(result.current.known).toBe(2));
    expect(result.current.current?.id).toBe(one.id);
  });
});
