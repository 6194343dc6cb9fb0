import { applyUpdate, useUpdateAvailable } from '../../lib/service-worker';
import './update-prompt.css';

/**
 * "Nouvelle version disponible": shown when a new deployment is installed and waiting. The
 * visitor chooses when to switch (a form being filled is not lost by surprise); the page then
 * reloads whole in the new version (decision 021).
 */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  return (
    <div className="update-prompt__region" aria-live="polite">
      {available ? (
        <div className="update-prompt">
          <p className="update-prompt__text">Nouvelle version disponible.</p>
          <button type="button" className="button update-prompt__button" onClick={applyUpdate}>
            Mettre à jour
          </button>
        </div>
      ) : null}
    </div>
  );
}
