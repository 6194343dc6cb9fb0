import type { ListConnection } from '../api/get-photos';
import './offline-notice.css';

/**
 * Says that the connection is lost when the last request for the list got no answer (what is
 * shown is the last list kept on this device, and publishing waits for the network), and,
 * after any failure, that the gallery tries again by itself, with a button to try now. It
 * follows the requests, not `navigator.onLine`: a browser may believe it is online on a wifi
 * that lets nothing through, or never say that the network came back.
 */
export function OfflineNotice({ connection, onRetry }: { connection: ListConnection; onRetry: () => void }) {
  const { failure } = connection;
  return (
    <div aria-live="polite">
      {failure !== null ? (
        <div className="alert alert--offline">
          {failure === 'network' ? (
            <p>
              Connexion perdue : la galerie montre les dernières photos reçues sur cet appareil. La publication de
              photos fonctionnera de nouveau dès le retour de la connexion.
            </p>
          ) : null}
          <p className="offline-notice__retry">
            La galerie réessaie toute seule dans quelques secondes.{' '}
            <button type="button" className="button button--secondary" onClick={onRetry}>
              Réessayer
            </button>
          </p>
        </div>
      ) : null}
    </div>
  );
}
