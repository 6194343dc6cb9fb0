import type { ProgrammeSlot } from '@congres/contracts';
import { useEditorFields } from '../editor-context';
import { slotStates, type SlotState } from '../slot-states';

/** A slot's states as the list and its page show them, with the program's own words (decision 108). */
export function useSlotStates(slot: ProgrammeSlot, index: number): SlotState[] {
  const { published = null, problems } = useEditorFields();
  return slotStates(slot, index, published, problems);
}

/** How a slot is named to a screen reader: "11h15 Intervention 4 : Annulé, Modifié". */
export const slotName = (slot: ProgrammeSlot, states: readonly SlotState[]) =>
  `${slot.time === '' ? 'Sans heure' : slot.time} ${slot.title}${states.length === 0 ? '' : ` : ${states.join(', ')}`}`;

/** A slot's states as small labels ("Annulé", "Modifié"…). */
export function SlotStates({ states }: { states: readonly SlotState[] }) {
  if (states.length === 0) return null;
  return (
    <span className="slot-states">
      {states.map((state) => (
        <span
          key={state}
          className={`slot-states__state${state === 'À corriger' ? ' slot-states__state--refused' : ''}`}
        >
          {state}
        </span>
      ))}
    </span>
  );
}
