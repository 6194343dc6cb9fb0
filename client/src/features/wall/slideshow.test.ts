import type { Photo } from '@congres/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Slideshow, SLIDE_MS } from './slideshow';

const photo = (id: number): Photo => ({
  id,
  filename: `${id}.jpg`,
  username: `auteur-${id}`,
  userId: id,
  thumbnail: `${id}.webp`,
  width: 800,
  height: 600,
  thumbWidth: 320,
  thumbHeight: 240,
  createdAt: '2026-06-12T10:00:00.000Z',
});
/** Newest first, as the API gives a page. */
const page = (...ids: number[]) => ids.map(photo);

describe('the wall slideshow (controlled clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const shown = (wall: Slideshow) => wall.getSnapshot().current?.id ?? null;

  it('shows the newest photo first and the next one every SLIDE_MS, round and round', () => {
    const onWrap = vi.fn();
    const wall = new Slideshow({ onWrap });
    wall.syncFirstPage(page(3, 2, 1));
    expect(shown(wall)).toBe(3);
    vi.advanceTimersByTime(SLIDE_MS - 1);
    expect(shown(wall)).toBe(3);
    vi.advanceTimersByTime(1);
    expect(shown(wall)).toBe(2);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(1);
    expect(onWrap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(3);
    expect(onWrap).toHaveBeenCalledOnce();
    wall.stop();
  });

  it('asks for the next page near the end of what it knows, and goes on with the older photos', () => {
    const onNeedMore = vi.fn();
    const wall = new Slideshow({ onNeedMore });
    wall.syncFirstPage(page(10, 9, 8, 7));
    vi.advanceTimersByTime(SLIDE_MS);
    expect(onNeedMore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SLIDE_MS);
    expect(onNeedMore).toHaveBeenCalled();
    wall.addOlder(page(6, 5));
    vi.advanceTimersByTime(2 * SLIDE_MS);
    expect(shown(wall)).toBe(6);
    wall.stop();
  });

  it('shows a newly published photo next, then resumes the rotation where it was', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(3, 2, 1));
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(2);
    wall.addNewer([photo(4)]);
    expect(shown(wall)).toBe(2);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(4);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(1);
    // The stream's replay of a photo already known changes nothing.
    wall.addNewer([photo(4)]);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(4);
    wall.stop();
  });

  it('shows next a photo approved for the wall though older than others, then keeps it in its place', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(5, 3, 1));
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(3);
    wall.addNewer([photo(4)]);
    expect(shown(wall)).toBe(3);
    const order: (number | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(SLIDE_MS);
      order.push(shown(wall));
    }
    // Next, then the rotation resumes after 3; round again, 4 sits between 5 and 3.
    expect(order).toEqual([4, 1, 5, 4, 3]);
    wall.stop();
  });

  it('shows at once the first photo published on an empty wall', () => {
    const wall = new Slideshow();
    wall.syncFirstPage([]);
    expect(shown(wall)).toBeNull();
    wall.addNewer([photo(1)]);
    expect(shown(wall)).toBe(1);
    wall.stop();
  });

  it('takes a removed photo out at once; on screen, the next one replaces it for a full SLIDE_MS', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(4, 3, 2, 1));
    vi.advanceTimersByTime(SLIDE_MS - 1000);
    wall.remove(4);
    expect(shown(wall)).toBe(3);
    vi.advanceTimersByTime(SLIDE_MS - 1);
    expect(shown(wall)).toBe(3);
    vi.advanceTimersByTime(1);
    expect(shown(wall)).toBe(2);
    // Not on screen: it is simply never shown.
    wall.remove(1);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(3);
    // A photo published then removed before its turn is not shown either.
    wall.addNewer([photo(5)]);
    wall.remove(5);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(2);
    wall.remove(2);
    wall.remove(3);
    expect(shown(wall)).toBeNull();
    expect(wall.getSnapshot().known).toBe(0);
    wall.stop();
  });

  it('catches up from the first page read again: newer photos next, missing ones removed', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(3, 2, 1));
    // Meanwhile (offline), 4 and 5 were published and 2 deleted.
    wall.syncFirstPage(page(5, 4, 3, 1));
    expect(shown(wall)).toBe(3);
    expect(wall.has(2)).toBe(false);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(4);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(5);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(1);
    wall.stop();
  });

  it('pauses and resumes: paused, the photo stays; resumed, it stays a full SLIDE_MS more', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(2, 1));
    wall.toggle();
    expect(wall.getSnapshot().paused).toBe(true);
    vi.advanceTimersByTime(10 * SLIDE_MS);
    expect(shown(wall)).toBe(2);
    wall.toggle();
    vi.advanceTimersByTime(SLIDE_MS - 1);
    expect(shown(wall)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(shown(wall)).toBe(1);
    wall.stop();
  });

  it('skips a photo whose image cannot load, but waits its 6 s when none can', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(2, 1));
    wall.addNewer([photo(3)]);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(3);
    wall.failed(3);
    expect(shown(wall)).toBe(1);
    wall.failed(1);
    wall.failed(shown(wall) ?? 0);
    wall.failed(shown(wall) ?? 0);
    const stuck = shown(wall);
    wall.failed(stuck ?? 0);
    expect(shown(wall)).toBe(stuck);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).not.toBe(stuck);
    wall.stop();
  });

  it('tries a photo whose image failed again at the next turn, until it loads, then the rotation goes on', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(5, 4, 3, 2, 1));
    // Published on a patchy wifi: its image request is lost, twice.
    wall.addNewer([photo(6)]);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(6);
    wall.failed(6);
    expect(shown(wall)).toBe(4);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(6);
    wall.failed(6);
    expect(shown(wall)).toBe(3);
    // The network is back: shown at its next turn, with its full SLIDE_MS.
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(6);
    wall.loaded(6);
    const order: (number | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(SLIDE_MS);
      order.push(shown(wall));
    }
    // Loaded: no more turns out of line; round again, it is in its place, first.
    expect(order).toEqual([2, 1, 6, 5]);
    wall.stop();
  });

  it('gives failed photos a turn each, one per slide, and forgets one deleted meanwhile', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(5, 4, 3, 2, 1));
    wall.addNewer([photo(6), photo(7), photo(8)]);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(6);
    wall.failed(6);
    expect(shown(wall)).toBe(7);
    wall.failed(7);
    expect(shown(wall)).toBe(8);
    wall.failed(8);
    expect(shown(wall)).toBe(4);
    wall.remove(7);
    const order: (number | null)[] = [];
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(SLIDE_MS);
      order.push(shown(wall));
      wall.loaded(shown(wall) ?? 0);
    }
    expect(order).toEqual([6, 8, 3]);
    wall.stop();
  });

  it('asks again for the image of a photo alone on the wall: the same photo, a new slide', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(1));
    const first = wall.getSnapshot().retries;
    wall.failed(1);
    expect(shown(wall)).toBe(1);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(shown(wall)).toBe(1);
    // The slide's key changes: the image is requested again.
    expect(wall.getSnapshot().retries).toBe(first + 1);
    wall.loaded(1);
    vi.advanceTimersByTime(SLIDE_MS);
    expect(wall.getSnapshot().retries).toBe(first + 1);
    wall.stop();
  });
  it('after an outage, shows a photo published meanwhile within two slides, before the photos whose images failed', () => {
    const wall = new Slideshow();
    wall.syncFirstPage(page(11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1));
    // A minute without network: every image on screen fails as soon as it is asked for, and the
    // wall skips to the next until it has seen them all fail.
    for (let slide = 0; slide < 10; slide += 1) {
      for (let skipped = 0; skipped < 30; skipped += 1) {
        const failing = shown(wall) ?? 0;
        wall.failed(failing);
        if (shown(wall) === failing) break;
      }
      vi.advanceTimersByTime(SLIDE_MS);
    }
    // The network is back: the wall learns of a photo published meanwhile (the stream's replay,
    // or the first page read again), and the images load again.
    wall.addNewer([photo(12)]);
    wall.loaded(shown(wall) ?? 0);
    const order: (number | null)[] = [];
    for (let slide = 0; slide < 2; slide += 1) {
      vi.advanceTimersByTime(SLIDE_MS);
      order.push(shown(wall));
      wall.loaded(shown(wall) ?? 0);
    }
    expect(order).toContain(12);
    wall.stop();
  });
});
