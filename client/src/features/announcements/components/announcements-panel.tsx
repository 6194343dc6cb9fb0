import {
  ANNOUNCEMENT_MAX_LENGTH,
  ANNOUNCEMENT_TOO_LONG,
  EMPTY_ANNOUNCEMENT,
  announcementLength,
  type Announcement,
} from '@congres/contracts';
import { useId, useState } from 'react';
import { ActionNotice, type Notice } from '../../../components/ui/action-notice';
import { useSubmit } from '../../../lib/use-submit';
import { postAnnouncement, removeAnnouncement } from '../api/announcements-api';
import { addAnnouncement, dropAnnouncement } from '../announcements-store';
import { AnnouncementList } from './announcement-list';
import './announcements.css';
import { FormError } from '../../../components/ui/form-error';
import { CharacterCount } from '../../../components/ui/character-count';

/**
 * The organisers' announcements (decision 062): write one (checked as the server checks it:
 * 1 to 280 characters once trimmed), see them all, remove one. The server refuses anyone else.
 */
export function AnnouncementsPanel({ token }: { token: string }) {
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const id = useId();
  const length = announcementLength(message);
  const over = length > ANNOUNCEMENT_MAX_LENGTH;

  const form = useSubmit(() => postAnnouncement(message, token), {
    check: () => (length === 0 ? EMPTY_ANNOUNCEMENT : over ? ANNOUNCEMENT_TOO_LONG(length) : null),
    onSuccess: (announcement) => {
      addAnnouncement(announcement);
      setMessage('');
      return 'Annonce publiée : elle s’affiche sur toutes les pages du site.';
    },
  });

  const remove = async (announcement: Announcement) => {
    setRemoving(announcement.id);
    const result = await removeAnnouncement(announcement.id, token);
    setRemoving(null);
    // Gone already (another organiser): the same outcome for this page.
    if (result.ok || result.status === 404) {
      dropAnnouncement(announcement.id);
      setNotice({ kind: 'success', text: 'Annonce retirée.' });
    } else setNotice({ kind: 'error', text: result.message });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="announcements-panel">
      <h2 id={`${id}-title`}>Annonces</h2>
      <form className="card" onSubmit={(event) => void form.submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-message`}>Nouvelle annonce</label>
          <textarea
            id={`${id}-message`}
            name="message"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-describedby={`${id}-counter`}
            aria-invalid={over || form.error !== null}
            rows={3}
          />
          <CharacterCount id={`${id}-counter`} length={length} max={ANNOUNCEMENT_MAX_LENGTH} />
        </div>
        <FormError error={form.error} />
        <div aria-live="polite">
          {form.success !== null ? <p className="alert alert--success">{form.success}</p> : null}
        </div>
        <button type="submit" className="button" disabled={form.locked}>
          {form.pending ? 'Publication…' : 'Publier l’annonce'}
        </button>
      </form>
      <ActionNotice notice={notice} />
      <AnnouncementList
        action={(announcement) => (
          <button
            type="button"
            className="button button--secondary"
            disabled={removing === announcement.id}
            aria-label={`Retirer l’annonce : ${announcement.message}`}
            onClick={() => void remove(announcement)}
          >
            Retirer
          </button>
        )}
      />
    </section>
  );
}
