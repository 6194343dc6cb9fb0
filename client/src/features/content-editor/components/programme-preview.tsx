import { CLOCK_TIME_PATTERN, type CongressContent } from '@congres/contracts';
import { slotsOf } from '../../../lib/congress-day';
import { ProgrammeList } from '../../programme/public/programme-list';

/**
 * The edited programme as the public page lists it (the programme feature's own list, which
 * strikes a cancelled slot through, decision 082). A time not yet valid is left out of the
 * preview rather than breaking it.
 */
export function ProgrammePreview({ content }: { content: CongressContent }) {
  const clock = new RegExp(CLOCK_TIME_PATTERN);
  const slots = slotsOf({ ...content, programme: content.programme.filter((slot) => clock.test(slot.time)) });
  if (slots.length === 0) return <p>Rien à montrer : le programme est vide.</p>;
  return <ProgrammeList slots={slots} />;
}
