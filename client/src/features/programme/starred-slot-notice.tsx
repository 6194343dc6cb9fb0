import { programmeInTimeOrder, type PublicCongressContent } from '@congres/contracts';
import { useEffect, useRef, useState } from 'react';
import { usePublishedContent, type ShownContent } from '../../lib/published-content';
import { useHydrated } from '../../lib/use-hydrated';
import { useStarredSlots } from './public/programme-stars';
import './starred-slot-notice.css';

/**
 * What a newly published version changed in the visitor's own programme: each starred slot it
 * moved or cancelled, as one French sentence, in the day's order. A slot already cancelled, or at
 * the same time, says nothing.
 */
export function starredSlotChanges(
  before: Pick<PublicCongressContent, 'programme'>,
  after: Pick<PublicCongressContent, 'programme'>,
  starred: ReadonlySet<string>,
): string[] {
  return programmeInTimeOrder(after.programme).flatMap((slot) => {
    const former = before.programme.find((old) => old.id === slot.id);
    if (!starred.has(slot.id) || former === undefined) return [];
    if (slot.cancelled) return former.cancelled ? [] : [`Votre séance « ${slot.title} » est annulée.`];
    return slot.time !== former.time ? [`Votre séance « ${slot.title} » passe à ${slot.time}.`] : [];
  });
}

/**
 * Tells the attendee, on whatever page is open, when organisers move or cancel a slot of their
 * programme (decision 082): only for a version that arrived while the page was open (the first
 * read of the page shows the programme as it is). A polite live region, put in the page once
 * hydrated (the prerendered HTML stays as it was) and so before any notice; each notice has its
 * "Masquer" button.
 */
export function StarredSlotNotice() {
  const hydrated = useHydrated();
  const shown = usePublishedContent();
  const starred = useStarredSlots();
  const [notices, setNotices] = useState<string[]>([]);
  const previous = useRef<ShownContent>(shown);
  // The stars as they are when a version arrives: a star added later says nothing.
  const starredNow = useRef(starred);
  useEffect(() => {
    starredNow.current = starred;
  }, [starred]);

  useEffect(() => {
    const before = previous.current;
    previous.current = shown;
    if (before === shown || !shown.live) return;
    const news = starredSlotChanges(before.content, shown.content, starredNow.current);
    if (news.length > 0) setNotices((kept) => [...kept.filter((notice) => !news.includes(notice)), ...news]);
  }, [shown]);

  if (!hydrated) return null;
  const dismiss = (notice: string) => {
    setNotices((kept) => kept.filter((other) => other !== notice));
    document.getElementById('contenu')?.focus();
  };
  return (
    <div className="starred-slot-notice" aria-live="polite">
      {notices.length > 0 ? (
        <ul className="starred-slot-notice__list" aria-label="Changements dans mon programme">
          {notices.map((notice) => (
            <li key={notice} className="starred-slot-notice__item">
              <p className="starred-slot-notice__message">{notice}</p>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Masquer l’avis : ${notice}`}
                onClick={() => dismiss(notice)}
              >
                Masquer
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
