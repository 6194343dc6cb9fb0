import type { PointGroup } from 'signature_pad';

/** Fewer points than this is a tap, not a signature. */
const MIN_POINTS = 4;
/** A drawing smaller than this across (CSS pixels, both ways) is a dot or a slip of the finger. */
const MIN_EXTENT_PX = 12;

/**
 * Whether the strokes drawn make a signature worth sending: the pad says "not empty" after a
 * single tap, which the server would keep as evidence of nothing. The server refuses an empty
 * drawing too; this spares the attendee a round trip and says what to do on the spot.
 */
export function isSignatureDrawn(groups: readonly Pick<PointGroup, 'points'>[]): boolean {
  const points = groups.flatMap((group) => group.points);
  if (points.length < MIN_POINTS) return false;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return extent >= MIN_EXTENT_PX;
}

/** What a form says when "Signer" is pressed before anything is drawn. */
export const EMPTY_SIGNATURE = 'Signez dans le cadre avec le doigt ou la souris avant d’appuyer sur le bouton.';
