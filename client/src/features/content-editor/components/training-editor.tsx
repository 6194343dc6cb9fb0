import type { TrainingHalfDay } from '@congres/contracts';
import { useEditorFields } from '../editor-context';
import { fieldId, valueAt, withValueAt } from '../json-pointer';
import { ClockTimeField, ContentField } from './content-field';

/**
 * The training action (decision 091): what its attendance sheets and certificates print. The
 * half-days' ids name their attendance records, so they are not edited here.
 */
export function TrainingEditor() {
  const { content } = useEditorFields();
  // The page gives a draft without training the seed's (use-content-editor), so this is a fallback only.
  const halfDays = content.training?.halfDays ?? [];
  return (
    <>
      <p className="field__hint">
        Ce que les feuilles d’émargement et les attestations impriment. Une demi-journée déjà clôturée garde sa feuille
        telle qu’elle était.
      </p>
      <ContentField pointer="/training/title" label="Intitulé de l’action de formation" />
      <ContentField
        pointer="/training/nature"
        label="Nature de l’action"
        hint="Par exemple : Action de formation continue des professionnels de santé."
      />
      <ol className="content-editor__list">
        {halfDays.map((halfDay, index) => (
          <HalfDayEditor key={halfDay.id} halfDay={halfDay} index={index} />
        ))}
      </ol>
    </>
  );
}

function HalfDayEditor({ halfDay, index }: { halfDay: TrainingHalfDay; index: number }) {
  const base = `/training/halfDays/${index}`;
  const headingId = `${fieldId(base)}-titre`;
  return (
    <li className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Demi-journée {index + 1}
        {halfDay.label.trim() === '' ? null : ` : ${halfDay.label}`}
      </h3>
      <ContentField pointer={`${base}/label`} label="Nom de la demi-journée" hint="Par exemple : Matinée." />
      <ClockTimeField pointer={`${base}/startsAt`} label="Début" />
      <ClockTimeField pointer={`${base}/endsAt`} label="Fin" />
      <ContentField pointer={`${base}/trainer`} label="Formateur ou formatrice" hint="Son nom figure sur la feuille." />
      <HalfDaySlots base={base} halfDay={halfDay} />
    </li>
  );
}

/**
 * The programme's slots the half-day holds (its modules on the sheet), by their stable ids, in
 * the programme's order; a cancelled slot stays listed but no sheet prints it.
 */
function HalfDaySlots({ base, halfDay }: { base: string; halfDay: TrainingHalfDay }) {
  const { content, change, problems } = useEditorFields();
  const pointer = `${base}/slotIds`;
  const id = fieldId(pointer);
  const problem = problems.find((entry) => entry.path === pointer || entry.path.startsWith(`${pointer}/`));
  const invalid = problem === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}-probleme` };
  const chosen = new Set(halfDay.slotIds);
  const toggle = (slotId: string, held: boolean) =>
    change((current) => {
      const stored = valueAt(current, pointer);
      const next = new Set(Array.isArray(stored) ? (stored as string[]) : []);
      if (held) next.add(slotId);
      else next.delete(slotId);
      const ids = current.programme.filter((slot) => next.has(slot.id)).map((slot) => slot.id);
      return withValueAt(current, pointer, ids);
    });
  return (
    <fieldset className="content-editor__group training-editor__slots">
      <legend>Séances de la demi-journée</legend>
      {content.programme.map((slot) => (
        <div key={slot.id} className="training-editor__slot">
          <input
            type="checkbox"
            id={`${id}-${slot.id}`}
            checked={chosen.has(slot.id)}
            onChange={(event) => toggle(slot.id, event.target.checked)}
            {...invalid}
          />
          <label htmlFor={`${id}-${slot.id}`}>
            {slot.time} · {slot.title}
            {slot.cancelled ? ' (annulée)' : null}
          </label>
        </div>
      ))}
      {problem === undefined ? null : (
        <p id={`${id}-probleme`} className="content-field__problem">
          {problem.message}
        </p>
      )}
    </fieldset>
  );
}
