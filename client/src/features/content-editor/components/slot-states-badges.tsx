import type { ProgrammeSlot } from '@congres/contracts';
import { useEditorFields } from '../editor-context';
import { slotStates } from '../slot-states';

/** A slot's states as small labels ("Annulé", "Modifié"…), read after its name (decision 108). */
export function SlotStates({ slot, index }: { slot: ProgrammeSlot; index: number }) {
  const { published = null, problems } = useEditorFields();
  const states = slotStates(slot, index, published, problems);
  if (states.length === 0) return null;
  return (
    <span className="slot-states">
      {states.map((state, rank) => (
        <span
          key={state}
          className={`slot-states__state${state === 'À corriger' ? ' slot-states__state--refused' : ''}`}
        >
          {/* Said apart by a screen reader: "Annulé, Modifié". */}
          <span className="visually-hidden">{rank === 0 ? ' : ' : ', '}</span>
          {state}
        </span>
      ))}
    </span>
  );
}
