import { useId } from 'react';
import type { Slot } from '../../../lib/congress-day';

/** The slot's line in the choice: "10h · Présentation du laboratoire". */
export const slotLabel = (slot: Slot) => `${slot.entry.time} · ${slot.entry.title}`;

/** The choice of the session whose questions and polls the page shows ("En cours" marked). */
export function SlotPicker({
  slots,
  slotId,
  currentId,
  onChange,
}: {
  slots: Slot[];
  slotId: string;
  currentId: string | undefined;
  onChange: (slotId: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Séance</label>
      <select id={id} value={slotId} onChange={(event) => onChange(event.target.value)}>
        {slots.map((slot) => (
          <option key={slot.id} value={slot.id}>
            {slot.id === currentId ? `${slotLabel(slot)} (en cours)` : slotLabel(slot)}
          </option>
        ))}
      </select>
    </div>
  );
}
