import type { SlotInterest as Interest } from '@congres/contracts';
import { SLOTS } from '../../../lib/congress-day';

/**
 * How many accounts starred each slot of the programme, in the day's order, with its time and
 * title from the content: to size the rooms. Counts only, from the server; nobody is named.
 */
export function SlotInterest({ stars }: { stars: readonly Interest[] }) {
  const counts = new Map(stars.map((star) => [star.slotId, star.accounts]));
  if (stars.every((star) => star.accounts === 0)) {
    return <p>Aucun participant n’a encore ajouté de créneau à son programme depuis son compte.</p>;
  }
  return (
    <table className="figures-table figures-table--slots">
      <thead>
        <tr>
          <th scope="col">Horaire</th>
          <th scope="col">Créneau</th>
          <th scope="col">Participants</th>
        </tr>
      </thead>
      <tbody>
        {SLOTS.map((slot) => (
          <tr key={slot.id}>
            <td>{slot.entry.time}</td>
            <th scope="row">{slot.entry.title}</th>
            <td>{counts.get(slot.id) ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
