import { CLOCK_TIME_PATTERN, type CongressContent } from '@congres/contracts';
import type { Slot } from '../../../lib/congress-day';
import { parisInstant } from '../../../lib/paris-time';
import { ProgrammeList } from '../../programme/public/programme-list';

/**
 * The edited programme as the public page lists it (the programme feature's own list). A time
 * not yet valid is left out of the preview rather than breaking it.
 */
export function ProgrammePreview({ content }: { content: CongressContent }) {
  const clock = new RegExp(CLOCK_TIME_PATTERN);
  const valid = content.programme.filter((slot) => clock.test(slot.time));
  const slots: Slot[] = valid.map((slot, index) => {
    const next = valid[index + 1];
    return {
      index,
      id: slot.id,
      entry: {
        time: slot.time,
        // The public list strikes a cancelled slot through once it reads the content (decision 079).
        title: slot.cancelled ? `${slot.title} (annulée)` : slot.title,
        ...(slot.description ? { description: slot.description } : {}),
        icon: slot.icon,
      },
      start: parisInstant(content.event.dateIso, slot.time),
      end: parisInstant(content.event.dateIso, next ? next.time : content.programmeEndsAt),
    };
  });
  if (slots.length === 0) return <p>Rien à montrer : le programme est vide.</p>;
  return <ProgrammeList slots={slots} />;
}
