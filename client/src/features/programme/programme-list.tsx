import { slotCalendarPath } from './public/calendar';
import { DAY_STATUS_INTERVAL_MS, dayStatus, type Slot } from '../../lib/congress-day';
import { useStarredSlots } from './public/programme-stars';
import { useNow } from '../../lib/use-now';
import { ProgrammeIconImage } from './programme-icon';
import { StarToggle } from './star-toggle';
import './programme.css';

/**
 * The day's programme as a timeline, in time order at every width; the first card is
 * highlighted (spec section 2). On the day, by the Bordeaux clock, the slot in progress says
 * "En cours" and the next one "À suivre", checked every minute; the prerendered page has
 * neither (the build's clock is not the visitor's). Each card can add its slot to a calendar,
 * and to "Mon programme" (the stars are the phone's: none in the prerendered page either).
 */
export function ProgrammeList({ slots }: { slots: Slot[] }) {
  const now = useNow(DAY_STATUS_INTERVAL_MS);
  const status = now === null ? null : dayStatus(now, slots);
  const current = status?.phase === 'during' ? status.current : undefined;
  const next = status?.phase === 'during' ? status.next : undefined;
  const starred = useStarredSlots();
  return (
    <ol className="programme-list">
      {slots.map((slot) => {
        const { entry, index } = slot;
        const isCurrent = slot === current;
        const classes = ['card', 'programme-card'];
        if (index === 0) classes.push('programme-card--highlight');
        if (isCurrent) classes.push('programme-card--current');
        if (starred.has(slot.id)) classes.push('programme-card--starred');
        return (
          <li key={`${entry.time}-${entry.title}`} className={classes.join(' ')}>
            <p className="programme-card__time">
              <time dateTime={new Date(slot.start).toISOString()}>{entry.time}</time>
              {isCurrent ? <span className="programme-card__badge programme-card__badge--now">En cours</span> : null}
              {slot === next ? <span className="programme-card__badge">À suivre</span> : null}
            </p>
            <div className="programme-card__body">
              <ProgrammeIconImage icon={entry.icon} />
              <div>
                <h2 className="programme-card__title">{entry.title}</h2>
                {entry.description && <p className="programme-card__description">{entry.description}</p>}
                <a
                  className="programme-card__calendar"
                  href={slotCalendarPath(slot)}
                  aria-label={`Ajouter à mon agenda : ${entry.time}, ${entry.title}`}
                >
                  Ajouter à mon agenda
                </a>
                <StarToggle slot={slot} starred={starred.has(slot.id)} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
