import { SITE_ROUTES } from '@congres/contracts';
import { useEffect, useState } from 'react';
import { QrCode } from '../../lib/qr-code';
import { displayUrl } from '../photos/public/photo-urls';
import { useKeptImages } from './use-kept-images';
import { usePresence } from './use-presence';
import { useWakeLock } from './use-wake-lock';
import { useWall } from './use-wall';
import './wall.css';

/** The keys that pause and resume the wall (Space; "Spacebar" for older browsers). */
const PAUSE_KEYS = new Set([' ', 'Spacebar']);

/**
 * /mur, the room's projector (decision 063): the photos one by one, newest first,
 * "Publié par …" in large type, and a QR code to the gallery. No header, footer nor cursor.
 */
export function Wall() {
  const { current, paused, known, retries, toggle, loaded, failed } = useWall();
  useWakeLock();
  usePresence();
  useKeptImages(current === null ? null : displayUrl(current));
  // The site's own address (whichever host serves it): the page is only ever rendered in the
  // browser (client-rendered, never prerendered).
  const [galleryAddress] = useState(() => new URL(SITE_ROUTES.photos, window.location.origin).href);
  useEffect(() => {
    // What the browser tests wait for (the Layout says it on every other page).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!PAUSE_KEYS.has(event.key) || event.repeat) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return (
    <main className="wall" data-known={known}>
      <h1 className="visually-hidden">Mur de photos</h1>
      <p className="visually-hidden">Appuyez sur Espace pour mettre le défilement en pause ou le reprendre.</p>
      {current === null ? (
        <p className="wall__empty">Aucune photo pour le moment</p>
      ) : (
        <figure className="wall__slide" key={`${current.id}:${retries}`} data-photo-id={current.id}>
          <img
            className="wall__photo"
            src={displayUrl(current)}
            alt={`Photo publiée par ${current.username}`}
            onLoad={() => loaded(current.id)}
            onError={() => failed(current.id)}
          />
          <figcaption className="wall__caption">Publié par {current.username}</figcaption>
        </figure>
      )}
      <p className="wall__paused" role="status">
        {paused ? 'En pause' : ''}
      </p>
      <aside className="wall__invite" aria-label="Publiez vos photos">
        <QrCode className="wall__qr" text={galleryAddress} label={`QR code vers ${galleryAddress}`} />
        <p className="wall__invite-text">Publiez vos photos</p>
      </aside>
    </main>
  );
}
