import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { DAY_STATUS_INTERVAL_MS, dayStatus, nextStarredSlot, type Slot } from '../../lib/congress-day';
import { useStarredSlots } from '../programme/public/programme-stars';
import { useNow } from '../../lib/use-now';
import { useContent, useSlots } from '../../lib/published-content';

const slotLine = (slot: Slot) => `${slot.entry.time} · ${slot.entry.title}`;

/**
 * Where the congress stands, by the Bordeaux clock, checked every minute: the days to go
 * before it, what is on and what is next on the day, and once it is over where to find the
 * photos and the presentations. Its place is kept empty in the prerendered page (the
 * build's clock is not the visitor's): filling it moves nothing. "À suivre" is the next slot of
 * the visitor's own programme when one is still to come (decision 061), else the next slot.
 */
export function DayStatus() {
  const now = useNow(DAY_STATUS_INTERVAL_MS);
  const starred = useStarredSlots();
  const content = useContent();
  const slots = useSlots();
  const status = now === null ? null : dayStatus(now, slots, content.event.dateIso);
  const nextStarred = now === null ? undefined : nextStarredSlot(now, starred, slots);
  return (
    <section className="day-status" aria-label="Le congrès aujourd’hui" aria-live="polite">
      {status?.phase === 'before' ? (
        <>
          <p className="day-status__line day-status__line--main">
            {status.days === 1 ? 'Le congrès, c’est demain !' : `Plus que ${status.days} jours avant le congrès.`}
          </p>
          <p className="day-status__line">
            Rendez-vous le {content.event.dateLabel} à {content.event.meetingTime}.
          </p>
        </>
      ) : null}
      {status?.phase === 'during' ? (
        <>
          <p className="day-status__line day-status__line--main">
            {status.current ? `En cours : ${slotLine(status.current)}` : 'Le congrès commence aujourd’hui.'}
          </p>
          <p className="day-status__line">
            {nextStarred
              ? `À suivre dans mon programme : ${slotLine(nextStarred)}`
              : status.next
                ? `À suivre : ${slotLine(status.next)}`
                : 'Dernière partie de la journée.'}
          </p>
        </>
      ) : null}
      {status?.phase === 'after' ? (
        <>
          <p className="day-status__line day-status__line--main">Le congrès est terminé : merci de votre venue !</p>
          <p className="day-status__line">
            Retrouvez <Link to={SITE_ROUTES.photos}>les photos</Link> et{' '}
            <Link to={SITE_ROUTES.presentation}>les présentations</Link>.
          </p>
        </>
      ) : null}
    </section>
  );
}
