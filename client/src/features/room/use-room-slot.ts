import { useSearchParams } from 'react-router';
import { DAY_STATUS_INTERVAL_MS, dayStatus, type Slot } from '../../lib/congress-day';
import { useContent, useSlots } from '../../lib/published-content';
import { useNow } from '../../lib/use-now';

/** The query parameter naming the session: `/questions?seance=05`, as the links write it. */
export const SLOT_PARAM = 'seance';

export interface RoomSlot {
  slots: Slot[];
  /** The slot shown: `?seance=` when it names one, else the one on now, else the next, else the first. */
  slot: Slot | undefined;
  /** The slot in progress ("En cours" on /programme), if any. */
  currentId: string | undefined;
  /** `?seance=` named a slot the programme does not have. */
  unknown: boolean;
  choose: (slotId: string) => void;
}

/** Which session a page of the room shows, from its address and the day's clock. */
export function useRoomSlot(): RoomSlot {
  const [params, setParams] = useSearchParams();
  const slots = useSlots();
  const content = useContent();
  const now = useNow(DAY_STATUS_INTERVAL_MS);
  const status = now === null ? undefined : dayStatus(now, slots, content.event.dateIso);
  const current = status?.phase === 'during' ? status.current : undefined;
  const upcoming = status?.phase === 'during' ? status.next : undefined;
  const asked = params.get(SLOT_PARAM);
  const named = asked === null ? undefined : slots.find((slot) => slot.id === asked);
  return {
    slots,
    slot: named ?? current ?? upcoming ?? slots[0],
    currentId: current?.id,
    unknown: asked !== null && named === undefined,
    choose: (slotId) => setParams({ [SLOT_PARAM]: slotId }, { replace: true }),
  };
}
