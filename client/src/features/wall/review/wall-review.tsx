import type { Photo, WallReview } from '@congres/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ActionNotice, type Notice } from '../../../components/ui/action-notice';
import { de } from '../../../lib/french';
import { formatParisDateTime } from '../../../lib/paris-time';
import { photoUrl, thumbnailUrl } from '../../photos/public/photo-urls';
import { failureOf, useInvalidateOnLiveEvents } from '../../../lib/query-client';
import { WALL_REVIEW_EVENTS } from '../public/use-wall-waiting';
import { approveForWall, useWallReview, wallReviewKey, withdrawFromWall } from './wall-review-api';
import './wall-review.css';

type State =
  | { status: 'loading' }
  /** Refused (401, 403): the page around says so already. */
  | { status: 'hidden' }
  | { status: 'error'; message: string }
  | { status: 'ready'; review: WallReview };

/**
 * "Mur de photos" on the organisers' page (decision 067): with WALL_APPROVAL, the photos waiting
 * to be projected and those on the wall, each with its button; otherwise a line saying the wall
 * shows every photo. The server checks the role on every call.
 */
export function WallReviewSection({ token }: { token: string }) {
  const client = useQueryClient();
  const query = useWallReview(token);
  const failure = failureOf(query);
  const state: State =
    failure?.status === 401 || failure?.status === 403
      ? { status: 'hidden' }
      : // A failed read again keeps the lists shown: the next news reads them again.
        query.data !== undefined
        ? { status: 'ready', review: query.data }
        : failure !== null
          ? { status: 'error', message: failure.message }
          : { status: 'loading' };
  const retry = () => void client.resetQueries({ queryKey: wallReviewKey(token) });

  if (state.status === 'hidden') return null;
  return (
    <section className="card wall-review" aria-labelledby="wall-review-title" aria-busy={state.status === 'loading'}>
      <h2 id="wall-review-title">Mur de photos</h2>
      {state.status === 'loading' ? <p>Chargement des photos du mur…</p> : null}
      {state.status === 'error' ? (
        <>
          <p className="alert alert--error" role="alert">
            {state.message}
          </p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Réessayer
          </button>
        </>
      ) : null}
      {state.status === 'ready' && !state.review.approval ? (
        <p>
          Le mur (/mur) projette toutes les photos publiées, sans validation. Pour choisir vous-mêmes les photos
          projetées, le site doit être démarré avec le réglage WALL_APPROVAL=true.
        </p>
      ) : null}
      {state.status === 'ready' && state.review.approval ? (
        <ApprovalLists
          token={token}
          review={state.review}
          onChange={(review) => client.setQueryData(wallReviewKey(token), review)}
        />
      ) : null}
    </section>
  );
}

/** The two lists (kept up to date by the live stream while the page is open: useWallReview). */
function ApprovalLists({
  token,
  review,
  onChange,
}: {
  token: string;
  review: WallReview;
  onChange: (review: WallReview) => void;
}) {
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useInvalidateOnLiveEvents(WALL_REVIEW_EVENTS, wallReviewKey(token));

  const act = async (photo: Photo, action: 'approve' | 'withdraw') => {
    setBusy(photo.id);
    const result =
      action === 'approve' ? await approveForWall(photo.id, token) : await withdrawFromWall(photo.id, token);
    setBusy(null);
    const others = (list: Photo[]) => list.filter((listed) => listed.id !== photo.id);
    const newestFirst = (list: Photo[]) => [...list].sort((a, b) => b.id - a.id);
    if (result.ok) {
      onChange(
        action === 'approve'
          ? { ...review, pending: others(review.pending), approved: newestFirst([photo, ...others(review.approved)]) }
          : { ...review, approved: others(review.approved), pending: newestFirst([photo, ...others(review.pending)]) },
      );
      setNotice({
        kind: 'success',
        text:
          action === 'approve'
            ? `Photo ${de(photo.username)} ajoutée au mur : elle passe à l’écran dans quelques secondes.`
            : `Photo ${de(photo.username)} retirée du mur : elle reste dans la galerie.`,
      });
    } else if (result.status === 404) {
      onChange({ ...review, pending: others(review.pending), approved: others(review.approved) });
      setNotice({ kind: 'success', text: 'Cette photo avait déjà été supprimée.' });
    } else {
      setNotice({ kind: 'error', text: result.message });
      return;
    }
    // The button pressed left with its photo: the focus goes to what happened.
    noticeRef.current?.focus();
  };

  return (
    <div className="wall-review__lists">
      <p>
        Le mur (/mur) ne projette que les photos que vous validez ici ; la galerie, elle, les montre toutes. Les
        nouvelles photos s’ajoutent à la liste d’elles-mêmes.
      </p>
      <ActionNotice notice={notice} className="wall-review__notice" ref={noticeRef} />
      <PhotoList
        id="wall-review-pending"
        title="À valider pour le mur"
        photos={review.pending}
        empty="Aucune photo à valider pour le moment."
        action="Projeter sur le mur"
        busy={busy}
        onAction={(photo) => void act(photo, 'approve')}
      />
      <PhotoList
        id="wall-review-approved"
        title="Sur le mur"
        photos={review.approved}
        empty="Aucune photo n’est projetée pour le moment."
        action="Retirer du mur"
        busy={busy}
        onAction={(photo) => void act(photo, 'withdraw')}
      />
    </div>
  );
}

function PhotoList({
  id,
  title,
  photos,
  empty,
  action,
  busy,
  onAction,
}: {
  /** Names the heading and each photo's line (the buttons' descriptions). */
  id: string;
  title: string;
  photos: Photo[];
  empty: string;
  action: string;
  busy: number | null;
  onAction: (photo: Photo) => void;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>
        {title} ({photos.length})
      </h3>
      {photos.length === 0 ? (
        <p className="wall-review__empty">{empty}</p>
      ) : (
        <ul className="wall-review__list">
          {photos.map((photo) => (
            <li key={photo.id} className="wall-review__item">
              <a href={photoUrl(photo)} target="_blank" rel="noreferrer">
                <img
                  src={thumbnailUrl(photo)}
                  width={photo.thumbWidth}
                  height={photo.thumbHeight}
                  alt={`Photo publiée par ${photo.username} (ouvrir en grand)`}
                  loading="lazy"
                />
              </a>
              <p className="wall-review__meta" id={`${id}-${photo.id}`}>
                Photo {de(photo.username)}, publiée le {formatParisDateTime(photo.createdAt)}
              </p>
              <button
                type="button"
                className="button button--secondary"
                aria-describedby={`${id}-${photo.id}`}
                disabled={busy === photo.id}
                onClick={() => onAction(photo)}
              >
                {action}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
