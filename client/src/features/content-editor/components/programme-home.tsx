import type { ContentProblem } from '@congres/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useEditorFields } from '../editor-context';
import { PARTS, partPath, slotPath, type Arrival } from '../editor-parts';
import { fieldId } from '../json-pointer';
import { newSlot } from '../slot-edits';
import { removedSlots } from '../slot-states';
import { SlotRow } from './slot-row';

/**
 * /contenu (decision 108): the programme as compact rows (time, title, states), each opening its
 * slot alone; "Ajouter une séance"; then the other parts, each a page. `intro` says which draft
 * this is, `unplaced` the refused values that have no field of their own.
 */
export function ProgrammeHome({ intro, unplaced }: { intro: ReactNode; unplaced: readonly ContentProblem[] }) {
  const { content, change, published = null } = useEditorFields();
  const navigate = useNavigate();
  const notice = (useLocation().state as Arrival | null)?.said ?? '';
  const removed = removedSlots(content.programme, published);

  const onAdd = () => {
    const added = newSlot(content.programme);
    change((current) => ({ ...current, programme: [...current.programme, added] }));
    // Its time first: what the organiser writes first.
    void navigate(slotPath(added.id), {
      state: { focus: fieldId(`/programme/${content.programme.length}/time`) },
    });
  };

  return (
    <>
      {intro}
      {unplaced.length > 0 ? (
        <div className="alert alert--error">
          <p>Autres valeurs refusées :</p>
          <ul>
            {unplaced.map((problem) => (
              <li key={problem.path}>
                {problem.path} : {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <section className="content-editor__part" aria-labelledby="contenu-programme">
        <h2 id="contenu-programme" tabIndex={-1}>
          Programme
        </h2>
        <p className="field__hint">
          Touchez une séance pour la modifier. Les séances restent dans l’ordre de leurs heures.
        </p>
        {content.programme.length === 0 ? <p>Le programme est vide : ajoutez une première séance.</p> : null}
        <ol className="slot-list">
          {content.programme.map((slot, index) => (
            <SlotRow key={slot.id} slot={slot} index={index} />
          ))}
        </ol>
        {removed.length > 0 ? (
          <p className="field__hint">
            Supprimées du brouillon, retirées du site à la publication :{' '}
            {removed.map((slot) => `« ${slot.title} » (${slot.time})`).join(', ')}.
          </p>
        ) : null}
        <p role="status" className="slot-list__said">
          {notice}
        </p>
        <button type="button" className="button" id="contenu-ajouter-seance" onClick={onAdd}>
          Ajouter une séance
        </button>
      </section>
      <nav className="content-editor__part" aria-labelledby="contenu-parties">
        <h2 id="contenu-parties">Parties du contenu</h2>
        <ul className="content-editor__parts">
          {PARTS.map((part) => (
            <li key={part.slug}>
              <Link to={partPath(part.slug)}>{part.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
