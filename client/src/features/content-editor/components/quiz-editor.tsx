import { useState } from 'react';
import { useEditorFields } from '../editor-context';
import { fieldId, withValueAt } from '../json-pointer';
import { fromBordeaux, toBordeaux, type BordeauxDateTime } from '../quiz-time';
import { ContentField } from './content-field';

/** The quizzes: label, link, and the opening typed in Bordeaux time (stored in UTC). */
export function QuizzesEditor() {
  const { content } = useEditorFields();
  if (content.quizzes.length === 0) return <p>Aucun quiz dans le contenu.</p>;
  return (
    <ol className="content-editor__list">
      {content.quizzes.map((quiz, index) => (
        <li key={index} className="card">
          <h3>{quiz.label}</h3>
          <ContentField pointer={`/quizzes/${index}/label`} label="Nom du quiz" />
          <OpeningFields pointer={`/quizzes/${index}/opensAt`} opensAt={quiz.opensAt} />
          <ContentField pointer={`/quizzes/${index}/link`} label="Lien du quiz" type="url" inputMode="url" />
        </li>
      ))}
    </ol>
  );
}

/**
 * Date and time as Bordeaux clocks show them (a quiz's opening, the questionnaire's). What is
 * typed stays in the fields even while incomplete; the stored instant changes once both make a time.
 */
export function OpeningFields({ pointer, opensAt }: { pointer: string; opensAt: string }) {
  const { change, problems } = useEditorFields();
  const id = fieldId(pointer);
  const [typed, setTyped] = useState<BordeauxDateTime>(() => toBordeaux(opensAt));
  // A new value from elsewhere (a reloaded or restored draft) replaces what the fields show.
  const [shown, setShown] = useState(opensAt);
  if (shown !== opensAt) {
    setShown(opensAt);
    const typedIso = fromBordeaux(typed);
    if (typedIso === null || Date.parse(typedIso) !== Date.parse(opensAt)) setTyped(toBordeaux(opensAt));
  }
  const problem = problems.find((entry) => entry.path === pointer);
  const invalid = problem === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': `${id}-probleme` };
  const update = (next: BordeauxDateTime) => {
    setTyped(next);
    const iso = fromBordeaux(next);
    if (iso !== null) change((content) => withValueAt(content, pointer, iso));
  };
  return (
    <fieldset className="content-editor__opening">
      <legend>Ouverture (heure de Bordeaux)</legend>
      <div className="field">
        <label htmlFor={id}>Date</label>
        <input
          id={id}
          type="date"
          value={typed.date}
          onChange={(e) => update({ ...typed, date: e.target.value })}
          {...invalid}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-heure`}>Heure</label>
        <input
          id={`${id}-heure`}
          type="time"
          value={typed.time}
          onChange={(e) => update({ ...typed, time: e.target.value })}
          {...invalid}
        />
      </div>
      {problem === undefined ? null : (
        <p id={`${id}-probleme`} className="content-field__problem">
          {problem.message}
        </p>
      )}
    </fieldset>
  );
}
