import { afterEach, expect, it, vi } from 'vitest';
import { useInvalidateOnLiveEvents } from '../../../lib/query-client';
import { stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { renderWithQueries } from '../../../test/render-with-queries';
import { useAttendanceLive } from './use-attendance';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A laptop too busy for a quiet moment: no idle callback ever comes. */
function neverIdle() {
  vi.stubGlobal('requestIdleCallback', () => 0);
}

function AttendanceScreenLive() {
  useAttendanceLive();
  return null;
}

function GalleryLive() {
  useInvalidateOnLiveEvents(['photo-published'], ['photos']);
  return null;
}

it('opens the live stream of an attendance screen once the page has loaded, without waiting for a quiet moment', () => {
  stubEventSource();
  neverIdle();
  renderWithQueries(<AttendanceScreenLive />);
  expect(TestEventSource.opened.map((source) => new URL(source.url, 'http://site').pathname)).toEqual(['/api/events']);
});

it('leaves the other pages’ stream to the first quiet moment', () => {
  stubEventSource();
  neverIdle();
  renderWithQueries(<GalleryLive />);
  expect(TestEventSource.opened).toEqual([]);
});
