import { SITE_ROUTES } from '@congres/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BannerReminder } from '../../satisfaction/public/banner-reminder';
import { useLiveAnnouncements, useAnnouncements } from '../announcements-store';
import { readDismissed, saveDismissed } from '../dismissed-announcements';
import './announcements.css';

/** At most this many announcements in the banner: the rest are on /annonces. */
export const BANNER_SHOWN = 3;

/**
 * The organisers' newest announcements that this device has not dismissed, on every page
 * (decision 062). The live region is in the page from the start, empty, so that an announcement
 * arriving from the stream is read out politely.
 */
export function AnnouncementBanner() {
  useLiveAnnouncements();
  const state = useAnnouncements();
  const [dismissed, setDismissed] = useState<number[] | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let current = true;
    void readDismissed().then((ids) => {
      if (current) setDismissed((shown) => [...ids, ...(shown ?? [])]);
    });
    return () => {
      current = false;
    };
  }, []);

  // Until the dismissed ids are read, nothing: a dismissed announcement never flashes back.
  const shown =
    state.status === 'ready' && dismissed !== null
      ? state.announcements.filter((a) => !dismissed.includes(a.id)).slice(0, BANNER_SHOWN)
      : [];

  const dismiss = (id: number) => {
    // The button goes with its announcement: focus the next one's, else the page's content.
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.findIndex((button) => button.dataset.id === String(id));
    const neighbour = buttons[index + 1] ?? buttons[index - 1];
    // Gone from the banner once the device keeps the dismissal: a reload right after a tap on
    // "Masquer" never brings the announcement back.
    void saveDismissed([id]).then(() => {
      setDismissed((shown) => [...(shown ?? []), id]);
      if (neighbour !== undefined) neighbour.focus();
      else document.getElementById('contenu')?.focus();
    });
  };

  return (
    <div className="announcement-banner" aria-live="polite">
      {shown.length > 0 ? (
        <section aria-label="Annonces des organisateurs" className="announcement-banner__inner">
          <ul ref={list} className="announcement-banner__list">
            {shown.map((announcement) => (
              <li key={announcement.id} className="announcement-banner__item">
                <p className="announcement-banner__message">{announcement.message}</p>
                <button
                  type="button"
                  className="button button--secondary announcement-banner__dismiss"
                  data-id={announcement.id}
                  aria-label={`Masquer l’annonce : ${announcement.message}`}
                  onClick={() => dismiss(announcement.id)}
                >
                  Masquer
                </button>
              </li>
            ))}
          </ul>
          <Link to={SITE_ROUTES.announcements} className="announcement-banner__all">
            Toutes les annonces
          </Link>
        </section>
      ) : null}
      <BannerReminder />
    </div>
  );
}
