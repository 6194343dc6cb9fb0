import type { Photo, RefusedFile } from '@congres/contracts';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { de } from '../../../lib/french';
import { useSession } from '../../../lib/session';
import { sendThroughQueue } from '../queue/send-through-queue';
import { MAX_SELECTION, usePhotoSelection } from './use-photo-selection';
import './upload-panel.css';

/** Spec 4 and 9: the success message stays 2 s, then the selection is cleared and the gallery reloads. */
export const RESET_DELAY_MS = 2000;

/** Said when the photos could not leave: they wait in the queue on this device. */
const KEPT = 'Vos photos sont gardées sur cet appareil et partiront d’elles-mêmes dès que possible.';

type Status =
  | { kind: 'idle' }
  | { kind: 'working'; step: string; progress: number }
  | { kind: 'success'; refused: RefusedFile[] }
  | { kind: 'error'; message: string; details?: string; refused: RefusedFile[] };

interface UploadPanelProps {
  /** Called at once with what the server published, so the gallery shows it under the success message. */
  onSuccess: (published: Photo[]) => void;
  /** Called 2 s after success, once the selection is cleared: the gallery reloads (spec 4). */
  onPublished: () => void;
  /** Called after a 401: the token is already forgotten. */
  onSessionExpired: () => void;
}

/** Choose images (picker or drop), see and remove previews, publish them compressed. */
export function UploadPanel({ onSuccess, onPublished, onSessionExpired }: UploadPanelProps) {
  const { token, user } = useSession();
  const { items, add, remove, clear } = usePhotoSelection();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const publishing = status.kind === 'working';
  // From the tap on "Publier" until the selection is cleared (2 s after success), the chosen
  // photos are on their way or published: nothing may send them, or change them, again.
  const locked = publishing || (status.kind === 'success' && items.length > 0);
  // Set synchronously on the first tap: a second tap before React re-renders finds it set.
  const sending = useRef(false);

  // The latest callback, so that a parent re-rendering during the 2 s does not restart the delay.
  const onPublishedRef = useRef(onPublished);
  useEffect(() => {
    onPublishedRef.current = onPublished;
  }, [onPublished]);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = window.setTimeout(() => {
      clear();
      onPublishedRef.current();
    }, RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, clear]);

  const choose = (files: Iterable<File>) => {
    if (locked) return;
    const left = add(files);
    setNotice(left > 0 ? `Vous pouvez publier ${MAX_SELECTION} photos au plus à la fois.` : null);
    setStatus({ kind: 'idle' });
  };

  const publish = async () => {
    if (sending.current || locked) return;
    if (!token || !user) {
      setStatus({ kind: 'error', message: 'Vous devez être connecté.', refused: [] });
      return;
    }
    if (items.length === 0) {
      setStatus({ kind: 'error', message: 'Aucune image sélectionnée.', refused: [] });
      return;
    }
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };

  /**
   * Compresses the selection in the order chosen, puts it in the queue on this device (issue
   * 19), sends it with its progress, says how it went. Photos the network or the server held
   * back stay queued and leave by themselves: the selection lets them go.
   */
  const send = async () => {
    const outcome = await sendThroughQueue(
      items.map((item) => item.file),
      (i) =>
        setStatus({
          kind: 'working',
          step: `Compression de l’image ${i + 1} sur ${items.length}…`,
          progress: i / items.length,
        }),
      (fraction) =>
        setStatus({ kind: 'working', step: `Envoi des images… ${Math.round(fraction * 100)} %`, progress: fraction }),
    );
    switch (outcome.kind) {
      case 'published':
        setStatus({ kind: 'success', refused: outcome.refused });
        onSuccess(outcome.published);
        return;
      case 'refused':
        setStatus({ kind: 'error', message: 'Erreur upload', refused: outcome.refused });
        return;
      case 'unauthorized':
        // Signed out already: the queue did on the server’s 401 (upload-queue.ts).
        clear();
        onSessionExpired();
        return;
      case 'server':
        clear();
        setStatus({
          kind: 'error',
          message: 'Erreur upload',
          details: [outcome.message, KEPT].filter(Boolean).join(' '),
          refused: [],
        });
        return;
      case 'network':
        clear();
        setStatus({ kind: 'error', message: 'Erreur durant l’upload.', details: KEPT, refused: [] });
        return;
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  return (
    <section className="card upload" aria-labelledby="upload-title">
      <h2 id="upload-title">Publier des photos</h2>
      <p className="upload__consent">
        Ne publiez que des photos dont les personnes reconnaissables sont d’accord pour y figurer : la galerie est
        publique.
      </p>
      <div
        className={dragging ? 'upload__drop upload__drop--active' : 'upload__drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className="upload__label">
          Choisir des photos
          <span className="upload__hint">ou déposez-les ici (JPEG, PNG, WebP, GIF, AVIF ou HEIC)</span>
        </label>
        <input
          id={inputId}
          className="upload__input"
          type="file"
          accept="image/*"
          multiple
          disabled={locked}
          onChange={(event) => {
            if (event.target.files) choose(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {notice ? <p className="alert alert--error">{notice}</p> : null}

      {items.length > 0 ? (
        <ul className="upload__previews" aria-label="Photos choisies">
          {items.map((item) => (
            <li key={item.id} className="upload__preview">
              <img src={item.previewUrl} alt={`Aperçu ${de(item.file.name)}`} width={100} height={100} />
              <button
                type="button"
                className="upload__remove"
                onClick={() => remove(item.id)}
                disabled={locked}
                aria-label={`Retirer ${item.file.name}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {status.kind === 'working' ? (
        <div className="upload__progress">
          <label htmlFor={`${inputId}-progress`}>{status.step}</label>
          <progress id={`${inputId}-progress`} max={1} value={status.progress} />
        </div>
      ) : null}

      <button type="button" className="button" onClick={() => void publish()} disabled={locked}>
        {publishing ? 'Publication...' : 'Publier'}
      </button>

      <div aria-live="polite">
        {status.kind === 'success' ? <p className="alert alert--success">Images publiées avec succès !</p> : null}
        {status.kind === 'error' ? (
          <div className="alert alert--error" role="alert">
            <p className="upload__message">{status.message}</p>
            {status.details ? <p className="upload__message">{status.details}</p> : null}
          </div>
        ) : null}
        {(status.kind === 'success' || status.kind === 'error') && status.refused.length > 0 ? (
          <RefusedList refused={status.refused} />
        ) : null}
      </div>
    </section>
  );
}

function RefusedList({ refused }: { refused: RefusedFile[] }) {
  return (
    <div className="alert alert--error">
      <p className="upload__message">Fichiers refusés :</p>
      <ul className="upload__refused">
        {refused.map((file, i) => (
          <li key={`${file.name}-${i}`}>
            <span className="upload__refused-name">{file.name}</span> : {file.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
