import type { ProgrammeSlot } from '@congres/contracts';
import { Link } from 'react-router';
import { slotPath } from '../editor-parts';
import { slotName, SlotStates, useSlotStates } from './slot-states-badges';

/** The id of a slot's row in the list: the page focuses it on coming back from that slot. */
export const slotRowId = (slotId: string) => `contenu-ligne-${slotId}`;

/** One slot in the programme's list: its time, title and states, the whole row a link to the slot alone. */
export function SlotRow({ slot, index }: { slot: ProgrammeSlot; index: number }) {
  const states = useSlotStates(slot, index);
  return (
    <li>
      <Link
        className="slot-list__row"
        id={slotRowId(slot.id)}
        to={slotPath(slot.id)}
        aria-label={slotName(slot, states)}
      >
        <span className="slot-list__time">{slot.time === '' ? '–' : slot.time}</span>
        <span className="slot-list__text">
          <span className={slot.cancelled ? 'slot-list__title slot-list__title--cancelled' : 'slot-list__title'}>
            {slot.title}
          </span>{' '}
          <SlotStates states={states} />
        </span>
      </Link>
    </li>
  );
}
