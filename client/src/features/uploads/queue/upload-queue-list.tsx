import type { Photo } from '@congres/contracts';
import { de } from '../../../lib/french';
import { previewUrl, removeFromQueue, type QueueItem, type QueueSnapshot } from './upload-queue';
import { useUploadQueue } from './use-upload-queue';
import './upload-queue-list.css';

/**
 * The queue on this device, sending by itself, and its list. A component of its own: its
 * progress re-renders it alone, not the gallery. `onPublished` gets each photo it publishes.
 */
export function UploadQueue({ onPublished, signedIn }: { onPublished: (photo: Photo) => void; signedIn: boolean }) {
  return <UploadQueueList queue={useUploadQueue(onPublished)} signedIn={signedIn} />;
}

/**
 * "En attente d'envoi": the photos kept on this device until the server has them, in the
 * order chosen, each with its preview, its state and a button to take it out. Says plainly
 * when the network is gone that they will leave by themselves when it returns.
 */
export function UploadQueueList({ queue, signedIn }: { queue: QueueSnapshot; signedIn: boolean }) {
  const items = queue.items.filter((item) => !queue.claimed.has(item.seq));
  if (items.length === 0) return null;
  const waiting = items.some((item) => item.state === 'pending');
  return (
    <section className="card upload-queue" aria-labelledby="upload-queue-title">
      <h2 id="upload-queue-title">En attente d'envoi</h2>
      <div aria-live="polite">
        {waiting && queue.stop === 'network' ? (
          <p className="alert alert--offline">
            Vous êtes hors connexion : les photos en attente sont gardées sur cet appareil et partiront d’elles-mêmes au
            retour de la connexion.
          </p>
        ) : null}
        {waiting && queue.stop === 'server' ? (
          <p className="alert alert--offline">
            Le serveur ne répond pas pour le moment : les photos en attente partiront d’elles-mêmes dans quelques
            instants.
          </p>
        ) : null}
        {waiting && !signedIn ? (
          <p className="alert alert--offline">Connectez-vous : les photos en attente partiront alors d’elles-mêmes.</p>
        ) : null}
      </div>
      <ol className="upload-queue__list">
        {items.map((item) => (
          <QueueEntry key={item.seq} item={item} />
        ))}
      </ol>
    </section>
  );
}

function QueueEntry({ item }: { item: QueueItem }) {
  return (
    <li className="upload-queue__item">
      <img src={previewUrl(item)} alt={`Aperçu ${de(item.name)}`} width={100} height={100} />
      <div className="upload-queue__text">
        <span className="upload-queue__name">{item.name}</span>
        <QueueState item={item} />
      </div>
      <button
        type="button"
        className="button button--secondary upload-queue__remove"
        onClick={() => void removeFromQueue(item.seq)}
        aria-label={`Retirer ${item.name} de la file d’envoi`}
      >
        Retirer
      </button>
    </li>
  );
}

function QueueState({ item }: { item: QueueItem }) {
  if (item.state === 'published') return <span className="upload-queue__state upload-queue__state--done">publiée</span>;
  if (item.state === 'refused') {
    return <span className="upload-queue__state upload-queue__state--refused">refusée : {item.reason}</span>;
  }
  if (item.progress === null) return <span className="upload-queue__state">en attente</span>;
  const percent = Math.round(item.progress * 100);
  return (
    <span className="upload-queue__state">
      envoi {percent} %
      <progress max={100} value={percent} aria-label={`Envoi de ${item.name}`} />
    </span>
  );
}
