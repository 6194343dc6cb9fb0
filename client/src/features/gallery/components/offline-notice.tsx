import { useOnline } from '../../../lib/use-online';
import './offline-notice.css';

/**
 * Says that the connection is lost, when the browser knows it or the gallery shows the last
 * list kept on the device: what is shown may be older, and publishing waits for the network.
 */
export function OfflineNotice({ showsSavedList }: { showsSavedList: boolean }) {
  const online = useOnline();
  return (
    <div aria-live="polite">
      {!online || showsSavedList ? (
        <p className="alert alert--offline">
          Connexion perdue : la galerie montre les dernières photos reçues sur cet appareil. La publication de photos
          fonctionnera de nouveau dès le retour de la connexion.
        </p>
      ) : null}
    </div>
  );
}
