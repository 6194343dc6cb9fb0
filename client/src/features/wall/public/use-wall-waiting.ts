import type { LiveEventName } from '@congres/contracts';
import { useInvalidateOnLiveEvents } from '../../../lib/query-client';
import { useWallReview, wallReviewKey } from '../review/wall-review-api';

/**
 * A photo published, deleted, approved or withdrawn (by another organiser too), or more missed
 * than the server keeps: the wall's lists are read again.
 */
export const WALL_REVIEW_EVENTS = [
  'photo-published',
  'photo-removed',
  'wall-photo-approved',
  'wall-photo-withdrawn',
  'reset',
] as const satisfies readonly LiveEventName[];

/** The wall's review lists (GET /api/wall/review), live: whether approval is on and what waits for it. */
export function useWallWaiting(token: string) {
  useInvalidateOnLiveEvents(WALL_REVIEW_EVENTS, wallReviewKey(token));
  return useWallReview(token);
}
