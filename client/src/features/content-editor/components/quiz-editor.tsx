import { QUIZ_MAX_CHOICES, QUIZ_MAX_QUESTIONS, quizPhase, type ContentQuiz, type QuizPhase } from '@congres/contracts';
import { useState } from 'react';
import { useEditorFields } from '../editor-context';
import { fieldId, withValueAt } from '../json-pointer';
import { fromBordeaux, toBordeaux, type BordeauxDateTime } from '../quiz-time';
import { addQuestion, beforeQuizIndex, copyBeforeQuestions, setQuizOptional } from '../quiz-edits';
import { ContentField, useFieldNotes } from './content-field';
import { QuizQuestionsEditor } from './quiz-questions-editor';

/**
 * The quizzes: label, phase, opening and closing typed in Bordeaux time (stored in UTC), and
 * either the external form's link or the questions written here (decision 093).
 */
export function QuizzesEditor() {
  const { content } = useEditorFields();
  if (content.quizzes.length === 0) return <p>Aucun quiz dans le contenu.</p>;
  return (
    <ol className="content-editor__list">
      {content.quizzes.map((quiz, index) => (
        <li key={index} className="card">
          <h3>{quiz.label}</h3>
          <ContentField pointer={`/quizzes/${index}/label`} label="Nom du quiz" />
          <QuizPhaseField index={index} quiz={quiz} />
          <QuizInstant index={index} quiz={quiz} field="opensAt" legend="Ouverture (heure de Bordeaux)" />
          <QuizInstant
            index={index}
            quiz={quiz}
            field="closesAt"
            legend="Fermeture, facultative (heure de Bordeaux)"
            hint="Après cette heure, le QCM écrit dans le site ne prend plus de réponses. Laissez vide pour le garder ouvert."
          />
          <QuizLinkField index={index} quiz={quiz} />
          <QuizPrizeField index={index} quiz={quiz} />
          <QuizQuestionsSection index={index} quiz={quiz} />
        </li>
      ))}
    </ol>
  );
}

function QuizPhaseField({ index, quiz }: { index: number; quiz: ContentQuiz }) {
  const { change } = useEditorFields();
  const pointer = `/quizzes/${index}/phase`;
  const { id, invalid, describedBy, notes } = useFieldNotes(
    pointer,
    'Les scores avant et après se comparent question par question : une question posée aux deux garde le même identifiant.',
  );
  return (
    <div className="field content-field">
      <label htmlFor={id}>Moment du QCM</label>
      <select
        id={id}
        value={quizPhase(quiz, index)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => change((content) => withValueAt(content, pointer, event.target.value as QuizPhase))}
      >
        <option value="avant">Avant la formation</option>
        <option value="apres">Après la formation</option>
      </select>
      {notes}
    </div>
  );
}

/** Whether the quiz counts for "Remise des prix" (decision 119): its score goes into the ranking. */
function QuizPrizeField({ index, quiz }: { index: number; quiz: ContentQuiz }) {
  const { change } = useEditorFields();
  const pointer = `/quizzes/${index}/prize`;
  const { id, describedBy, notes } = useFieldNotes(
    pointer,
    'Le score de ce quiz écrit dans le site compte pour le classement de la remise des prix (Résultats des QCM).',
  );
  return (
    <div className="content-editor__check">
      <input
        id={id}
        type="checkbox"
        checked={quiz.prize === true}
        aria-describedby={describedBy}
        onChange={(event) => change((content) => withValueAt(content, pointer, event.target.checked))}
      />
      <label htmlFor={id}>Compte pour la remise des prix</label>
      {notes}
    </div>
  );
}

/** The link, optional once questions are written: emptied, it is removed rather than stored empty. */
function QuizLinkField({ index, quiz }: { index: number; quiz: ContentQuiz }) {
  const { change } = useEditorFields();
  const { id, invalid, describedBy, notes } = useFieldNotes(`/quizzes/${index}/link`);
  return (
    <div className="field content-field">
      <label htmlFor={id}>Lien du quiz</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        value={quiz.link ?? ''}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => change((content) => setQuizOptional(content, index, 'link', event.target.value.trim()))}
      />
      {notes}
    </div>
  );
}

function QuizQuestionsSection({ index, quiz }: { index: number; quiz: ContentQuiz }) {
  const { content, change } = useEditorFields();
  const count = quiz.questions?.length ?? 0;
  const before = beforeQuizIndex(content);
  const canCopy = quizPhase(quiz, index) === 'apres' && before >= 0 && before !== index;
  return (
    <fieldset className="content-editor__questions">
      <legend>Questions écrites dans le site ({count})</legend>
      {count === 0 ? (
        <p className="field__hint">
          Aucune question : le bouton du quiz ouvre son lien. Écrivez des questions pour que le site ouvre son propre
          QCM (le lien peut alors rester vide).
        </p>
      ) : (
        <QuizQuestionsEditor index={index} quiz={quiz} />
      )}
      <div className="content-editor__buttons">
        <button
          type="button"
          className="button button--secondary"
          disabled={count >= QUIZ_MAX_QUESTIONS}
          onClick={() => change((current) => addQuestion(current, index))}
        >
          Ajouter une question
        </button>
        {canCopy ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => change((current) => copyBeforeQuestions(current, index))}
          >
            Copier les questions de « {content.quizzes[before]?.label} »
          </button>
        ) : null}
      </div>
      <p className="field__hint">
        {QUIZ_MAX_QUESTIONS} questions au plus, {QUIZ_MAX_CHOICES} choix au plus par question.
      </p>
    </fieldset>
  );
}

/** A quiz's opening or optional closing; emptying both fields of the closing removes it. */
function QuizInstant({
  index,
  quiz,
  field,
  legend,
  hint,
}: {
  index: number;
  quiz: ContentQuiz;
  field: 'opensAt' | 'closesAt';
  legend: string;
  hint?: string;
}) {
  const { change } = useEditorFields();
  const cleared =
    field === 'closesAt' ? () => change((content) => setQuizOptional(content, index, 'closesAt', '')) : undefined;
  return (
    <InstantFields
      pointer={`/quizzes/${index}/${field}`}
      stored={quiz[field] ?? ''}
      legend={legend}
      {...(hint === undefined ? {} : { hint })}
      {...(cleared === undefined ? {} : { cleared })}
    />
  );
}

/** The opening of a quiz or of the satisfaction questionnaire (decision 094), in Bordeaux time. */
export function OpeningFields({ pointer, opensAt }: { pointer: string; opensAt: string }) {
  return <InstantFields pointer={pointer} stored={opensAt} legend="Ouverture (heure de Bordeaux)" />;
}

/**
 * Date and time as Bordeaux clocks show them. What is typed stays in the fields even while
 * incomplete; the stored instant changes once both make a time (or, when `cleared` is given,
 * goes once both are emptied).
 */
function InstantFields({
  pointer,
  stored,
  legend,
  hint,
  cleared,
}: {
  pointer: string;
  stored: string;
  legend: string;
  hint?: string;
  cleared?: () => void;
}) {
  const { change, problems } = useEditorFields();
  const id = fieldId(pointer);
  const [typed, setTyped] = useState<BordeauxDateTime>(() => toBordeaux(stored));
  // A new value from elsewhere (a reloaded or restored draft) replaces what the fields show.
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    const typedIso = fromBordeaux(typed);
    if (typedIso === null || Date.parse(typedIso) !== Date.parse(stored)) setTyped(toBordeaux(stored));
  }
  const problem = problems.find((entry) => entry.path === pointer);
  const described = [
    hint === undefined ? undefined : `${id}-aide`,
    problem === undefined ? undefined : `${id}-probleme`,
  ]
    .filter(Boolean)
    .join(' ');
  const invalid = problem === undefined ? {} : { 'aria-invalid': true };
  const describedBy = described === '' ? {} : { 'aria-describedby': described };
  const update = (next: BordeauxDateTime) => {
    setTyped(next);
    const iso = fromBordeaux(next);
    if (iso !== null) change((content) => withValueAt(content, pointer, iso));
    else if (cleared !== undefined && next.date === '' && next.time === '') cleared();
  };
  return (
    <fieldset className="content-editor__opening">
      <legend>{legend}</legend>
      <div className="field">
        <label htmlFor={id}>Date</label>
        <input
          id={id}
          type="date"
          value={typed.date}
          onChange={(e) => update({ ...typed, date: e.target.value })}
          {...invalid}
          {...describedBy}
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
          {...describedBy}
        />
      </div>
      {hint === undefined ? null : (
        <p id={`${id}-aide`} className="field__hint">
          {hint}
        </p>
      )}
      {problem === undefined ? null : (
        <p id={`${id}-probleme`} className="content-field__problem">
          {problem.message}
        </p>
      )}
    </fieldset>
  );
}
