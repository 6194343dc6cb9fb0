import type { Photo } from '@congres/contracts';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from '../../../components/ui/trap-focus';
import { closeOnCancel, useModalLayer } from '../../../components/ui/use-modal-layer';
import { useSwipe } from '../../../components/ui/use-swipe';
import { displayUrl, photoUrl } from '../public/photo-urls';
import './lightbox.css';

interface LightboxProps {
  /** How many photos the gallery has: the lightbox goes through all of them, not one page. */
  count: number;
  /** The photo at an index of the gallery, undefined while its page is on its way. */
  photoAt: (index: number) => Photo | undefined;
  /** Asks for the page of a photo not yet received. */
  need: (index: number) => void;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The outcome of the last delete or report (the page behind is inert, so it is shown here). */
  notice?: ReactNode;
  /** What "Supprimer" does for this photo; undefined: no such button. */
  onDelete?: (photo: Photo) => (() => void) | undefined;
  /** What "Signaler" does for this photo; undefined: no such button. */
  onReport?: (photo: Photo) => (() => void) | undefined;
}

/**
 * The photo over the page (its lighter copy when it has one, with a link to the full-size
 * original: decision 041): previous/next wrap around in both directions (spec 4),
 * arrows and Escape on a keyboard, a swipe on a phone. A native modal <dialog> (decision 077):
 * the page behind is inert meanwhile; Tab goes round inside, and focus goes back to the element
 * that opened it when it closes. Rendered into <body>, where it always was.
 */
export function Lightbox({
  count,
  photoAt,
  need,
  index,
  onIndexChange,
  onClose,
  notice,
  onDelete,
  onReport,
}: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const photo = photoAt(index);
  const go = (step: number) => onIndexChange((index + step + count) % count);
  // Past the pages received (the next page, or the oldest photo by the wrap): ask for its page.
  const missing = photo === undefined;
  useEffect(() => {
    if (missing) need(index);
  }, [missing, need, index]);

  // Modal: the page behind is inert and does not scroll; focus comes back to the opener on close.
  useModalLayer(dialogRef, closeRef);

  // Escape is the dialog's `cancel`.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key !== 'Tab' || !trapFocus(event, dialogRef.current)) return;
    event.preventDefault();
  };

  const swipe = useSwipe(go);

  if (count === 0) return null;
  const deleteAction = photo && onDelete?.(photo);
  const reportAction = photo && onReport?.(photo);
  return createPortal(
    <dialog
      ref={dialogRef}
      className="lightbox full-screen-dialog"
      aria-modal="true"
      aria-label={`Photo ${index + 1} sur ${count}`}
      // A tap or click on the photo focuses the dialog itself, so the keys keep working.
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={closeOnCancel(onClose)}
    >
      <div className="lightbox__toolbar">
        <p className="lightbox__counter" aria-live="polite">
          {index + 1} / {count}
        </p>
        <button ref={closeRef} type="button" className="button lightbox__close" onClick={onClose}>
          Fermer
        </button>
      </div>
      <figure className="lightbox__figure" {...swipe}>
        {photo ? (
          <>
            <img
              className="lightbox__image"
              src={displayUrl(photo)}
              width={photo.width}
              height={photo.height}
              alt={`Photo publiée par ${photo.username}`}
              draggable={false}
            />
            <figcaption className="lightbox__caption">
              Publié par <span className="lightbox__author">{photo.username}</span>
            </figcaption>
            <a className="lightbox__download" href={photoUrl(photo)} download>
              Télécharger l’original
            </a>
          </>
        ) : (
          <p className="lightbox__caption" role="status">
            Chargement de la photo…
          </p>
        )}
      </figure>
      {notice}
      {deleteAction || reportAction ? (
        <div className="lightbox__actions">
          {reportAction ? (
            <button type="button" className="button button--secondary lightbox__action" onClick={reportAction}>
              Signaler
            </button>
          ) : null}
          {deleteAction ? (
            <button type="button" className="button button--danger lightbox__action" onClick={deleteAction}>
              Supprimer
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="lightbox__nav">
        <button type="button" className="button" onClick={() => go(-1)}>
          Photo précédente
        </button>
        <button type="button" className="button" onClick={() => go(1)}>
          Photo suivante
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
