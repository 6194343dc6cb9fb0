import { useState } from 'react';
import { FormMessages } from '../../../components/ui/form-messages';
import type { RebaseReview } from '../rebase-review';
import type { Notice } from '../use-content-editor';

const NOTE_MAX = 280;

interface PublishPanelProps {
  dirty: boolean;
  busy: boolean;
  conflict: boolean;
  notice: Notice;
  review: RebaseReview | null;
  onSave: () => void;
  onPublish: (note: string, onPublished: () => void) => void;
  onReload: () => void;
}

/** Save, publish with a public note, after a conflict reload the draft, and list what a rebase asks to check. */
export function PublishPanel(props: PublishPanelProps) {
  const { dirty, busy, conflict, notice, review, onSave, onPublish, onReload } = props;
  const [note, setNote] = useState('');
  return (
    <section className="card content-editor__publish" aria-labelledby="contenu-publier">
      <h2 id="contenu-publier">Enregistrer et publier</h2>
      <p className="field__hint">
        {dirty
          ? 'Modifications non enregistrées : elles sont gardées sur cet appareil jusqu’à l’enregistrement.'
          : 'Le brouillon est enregistré.'}
      </p>
      <div className="field">
        <label htmlFor="contenu-note">Note publique (facultative)</label>
        <input
          id="contenu-note"
          value={note}
          maxLength={NOTE_MAX}
          aria-describedby="contenu-note-aide"
          onChange={(event) => setNote(event.target.value)}
        />
        <p id="contenu-note-aide" className="field__hint">
          Par exemple : Intervention 3 déplacée à 11h15.
        </p>
      </div>
      <div className="content-editor__buttons">
        <button type="button" className="button button--secondary" disabled={busy} onClick={onSave}>
          Enregistrer le brouillon
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onPublish(note, () => setNote(''))}>
          Publier
        </button>
      </div>
      <FormMessages
        errorId="contenu-erreur"
        error={notice?.kind === 'error' ? notice.text : null}
        success={notice?.kind === 'success' ? notice.text : null}
      />
      {review !== null && review.conflicts.length > 0 ? (
        <div className="content-editor__review">
          <p id="contenu-a-verifier">
            À vérifier avant de publier : changé aussi dans la version {review.onto}, vos changements y sont gardés.
          </p>
          <ul aria-labelledby="contenu-a-verifier">
            {review.conflicts.map((part) => (
              <li key={`${part.path} ${part.label}`}>{part.label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {conflict ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={onReload}>
          Recharger le brouillon
        </button>
      ) : null}
    </section>
  );
}
