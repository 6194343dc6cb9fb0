import { FormMessages } from '../../../components/ui/form-messages';
import type { Notice } from '../use-content-editor';

interface PublishBarProps {
  dirty: boolean;
  busy: boolean;
  conflict: boolean;
  notice: Notice;
  onSave: () => void;
  /** Opens the publication's confirmation (publish-dialog.tsx). */
  onPublish: () => void;
  onReload: () => void;
}

/**
 * At the bottom of every page of the editor, on screen while the organiser edits (decision 108):
 * whether the draft is saved, the last action's message, "Enregistrer le brouillon" and "Publier",
 * and after a conflict "Recharger le brouillon".
 */
export function PublishBar({ dirty, busy, conflict, notice, onSave, onPublish, onReload }: PublishBarProps) {
  return (
    <section className="publish-bar" aria-labelledby="contenu-publier">
      <h2 id="contenu-publier" className="visually-hidden">
        Enregistrer et publier
      </h2>
      <p className="publish-bar__state">
        {dirty ? 'Modifications non enregistrées, gardées ici.' : 'Le brouillon est enregistré.'}
      </p>
      <FormMessages
        errorId="contenu-erreur"
        error={notice?.kind === 'error' ? notice.text : null}
        success={notice?.kind === 'success' ? notice.text : null}
      />
      <div className="publish-bar__buttons">
        {conflict ? (
          <button type="button" className="button button--secondary" disabled={busy} onClick={onReload}>
            Recharger le brouillon
          </button>
        ) : null}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onSave}>
          Enregistrer le brouillon
        </button>
        <button type="button" className="button" disabled={busy} onClick={onPublish}>
          Publier
        </button>
      </div>
    </section>
  );
}
