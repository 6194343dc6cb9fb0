import type { Announcement } from '@congres/contracts';
import type { ReactNode } from 'react';
import { formatParisDateTime } from '../../../lib/paris-time';
import { useAnnouncements } from '../announcements-store';
import './announcements.css';

/**
 * Every announcement, newest first, with its time; `action` adds a control to each (the
 * organisers' "Retirer").
 */
export function AnnouncementList({ action }: { action?: (announcement: Announcement) => ReactNode }) {
  const state = useAnnouncements();
  if (state.status === 'loading') return <p role="status">Chargement des annonces…</p>;
  if (state.status === 'error') {
    return (
      <p className="alert alert--error" role="alert">
        {state.message}
      </p>
    );
  }
  if (state.announcements.length === 0) return <p>Aucune annonce pour le moment.</p>;
  return (
    <ul className="announcements__list">
      {state.announcements.map((announcement) => (
        <li key={announcement.id} className="card announcements__item">
          <p className="announcements__message">{announcement.message}</p>
          <p>
            <small>
              Publiée le <time dateTime={announcement.createdAt}>{formatParisDateTime(announcement.createdAt)}</time>
            </small>
          </p>
          {action?.(announcement)}
        </li>
      ))}
    </ul>
  );
}
