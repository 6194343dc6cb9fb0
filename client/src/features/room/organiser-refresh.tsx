import { useLiveEvent } from '../../lib/event-stream';

/**
 * Rendered on organisers' pages only: listening to the organisers' events opens their stream
 * (a ticket, decision 104), which a phone of the room must not ask for. A question waiting, one
 * hidden, a poll drafted: the lists are read again (they hold every state).
 */
export function OrganiserRefresh({ slotId, onChange }: { slotId: string; onChange: () => void }) {
  useLiveEvent('question-reviewed', (event) => {
    if (event.slotId === slotId) onChange();
  });
  useLiveEvent('poll-drafted', (event) => {
    if (event.slotId === slotId) onChange();
  });
  return null;
}
