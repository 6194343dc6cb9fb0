import { toggleStar } from './public/programme-stars';
import type { Slot } from '../../lib/congress-day';

/**
 * "Ajouter à mon programme": a toggle (aria-pressed), whose name stays the same pressed or not,
 * as a toggle's should; the star fills and the button darkens when the slot is in the
 * programme, and a screen reader says "pressed" (decision 061).
 */
export function StarToggle({ slot, starred }: { slot: Slot; starred: boolean }) {
  return (
    <button
      type="button"
      className="programme-card__star"
      aria-pressed={starred}
      aria-label={`Ajouter à mon programme : ${slot.entry.time}, ${slot.entry.title}`}
      onClick={() => void toggleStar(slot.id)}
    >
      <span aria-hidden="true" className="programme-card__star-icon">
        {starred ? '★' : '☆'}
      </span>{' '}
      Ajouter à mon programme
    </button>
  );
}
