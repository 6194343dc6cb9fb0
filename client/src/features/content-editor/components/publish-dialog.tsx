import { useRef, type FormEvent } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import type { RebaseReview } from '../rebase-review';
import { ReviewNote } from './review-note';

const NOTE_MAX = 280;

interface PublishDialogProps {
  /** What the publication changes, in French lines (change-summary.ts); null when the published version is unknown. */
  changes: readonly string[] | null;
  review: RebaseReview | null;
  note: string;
  onNote: (note: string) => void;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The one confirmation before a publication (decision 108): what it changes on the site
 * ("« Intervention 4 » : 11h15 → 11h35"), the parts a rebase asks to check, the optional public note.
 */
export function PublishDialog({ changes, review, note, onNote, busy, onCancel, onConfirm }: PublishDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <ModalDialog
      title="Publier le brouillon ?"
      role="alertdialog"
      initialFocusRef={cancelRef}
      onClose={busy ? () => undefined : onCancel}
      description={
        changes === null ? (
          <p>La version publiée n’a pas pu être lue : les changements ne peuvent pas être listés ici.</p>
        ) : changes.length === 0 ? (
          <p>Rien ne change par rapport à la version publiée.</p>
        ) : (
          <>
            <p>Les visiteurs verront aussitôt :</p>
            <ul className="publish-dialog__changes">
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )
      }
    >
      <form onSubmit={submit}>
        <ReviewNote review={review} />
        <div className="field">
          <label htmlFor="contenu-note">Note publique (facultative)</label>
          <input
            id="contenu-note"
            value={note}
            maxLength={NOTE_MAX}
            aria-describedby="contenu-note-aide"
            onChange={(event) => onNote(event.target.value)}
          />
          <p id="contenu-note-aide" className="field__hint">
            Par exemple : Intervention 3 déplacée à 11h15.
          </p>
        </div>
        <div className="modal-dialog__actions">
          <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            Annuler
          </button>
          <button type="submit" className="button" disabled={busy}>
            Publier
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
