import { SITE_ROUTES, type SlotChange } from '@congres/contracts';
import { hasSlides, SlidesLinks } from '../../components/ui/slides-links';
import { slotCalendarPath } from './public/calendar';
import { DAY_STATUS_INTERVAL_MS, dayStatus, type Slot } from '../../lib/congress-day';
import { formatParisTime } from '../../lib/paris-time';
import { usePublishedContent } from '../../lib/published-content';
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
 * Once organisers publish a new version (decision 082), a cancelled slot stays in place, struck
 * through and marked "Annulé"; one moved, renamed or added in that version says "Modifié à …"
 * (the publication's Bordeaux time), its former time struck through when it moved. A slot with
 * a presentation links its slides (decision 084).
 */
export function ProgrammeList({ slots }: { slots: Slot[] }) {
  const { content, changes, publishedAt } = usePublishedContent();
  const now = useNow(DAY_STATUS_INTERVAL_MS);
  const status = now === null ? null : dayStatus(now, slots, content.event.dateIso);
  const current = status?.phase === 'during' ? status.current : undefined;
  const next = status?.phase === 'during' ? status.next : undefined;
  const starred = useStarredSlots();
  return (
    <ol className="programme-list">
      {slots.map((slot) => {
        const { entry, index } = slot;
        const isCurrent = slot === current;
        const change = shownChange(changes, slot);
        const classes = ['card', 'programme-card'];
        if (index === 0) classes.push('programme-card--highlight');
        if (isCurrent) classes.push('programme-card--current');
        if (starred.has(slot.id)) classes.push('programme-card--starred');
        if (entry.cancelled) classes.push('programme-card--cancelled');
        const time = <time dateTime={new Date(slot.start).toISOString()}>{entry.time}</time>;
        return (
          <li key={slot.id} className={classes.join(' ')}>
            <p className="programme-card__time">
              {change?.formerTime !== undefined ? (
                <s className="programme-card__former">
                  <span className="visually-hidden">Ancien horaire : </span>
                  {change.formerTime}
                </s>
              ) : null}
              {entry.cancelled ? <s>{time}</s> : time}
              {entry.cancelled ? (
                <span className="programme-card__badge programme-card__badge--cancelled">Annulé</span>
              ) : null}
              {change !== undefined && publishedAt !== null && !entry.cancelled ? (
                <span className="programme-card__badge programme-card__badge--changed">
                  Modifié à {formatParisTime(Date.parse(publishedAt))}
                </span>
              ) : null}
              {isCurrent ? <span className="programme-card__badge programme-card__badge--now">En cours</span> : null}
              {slot === next ? <span className="programme-card__badge">À suivre</span> : null}
            </p>
            <div className="programme-card__body">
              <ProgrammeIconImage icon={entry.icon} />
              <div>
                <h2 className="programme-card__title">{entry.cancelled ? <s>{entry.title}</s> : entry.title}</h2>
                {entry.description && <p className="programme-card__description">{entry.description}</p>}
                {hasSlides(entry.slides) ? <SlidesLinks slides={entry.slides} title={entry.title} /> : null}
                <a
                  className="programme-card__calendar"
                  href={slotCalendarPath(slot)}
                  aria-label={`Ajouter à mon agenda : ${entry.time}, ${entry.title}`}
                >
                  Ajouter à mon agenda
                </a>
                <a
                  className="programme-card__calendar"
                  href={`${SITE_ROUTES.questions}?seance=${encodeURIComponent(slot.id)}`}
                  aria-label={`Poser une question : ${entry.time}, ${entry.title}`}
                >
                  Poser une question
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

/** The kinds of change a card shows as "Modifié" (a cancellation says "Annulé" instead). */
const SHOWN_KINDS: ReadonlySet<SlotChange['kind']> = new Set(['moved', 'renamed', 'added']);

/** Whether the shown version changed this slot's time, title or presence, and its former time if it moved. */
function shownChange(changes: SlotChange[], slot: Slot): { formerTime: string | undefined } | undefined {
  const own = changes.filter((change) => change.slotId === slot.id && SHOWN_KINDS.has(change.kind));
  if (own.length === 0) return undefined;
  const moved = own.find(
    (change) => change.kind === 'moved' && change.from !== undefined && change.from !== slot.entry.time,
  );
  return { formerTime: moved?.from };
}
