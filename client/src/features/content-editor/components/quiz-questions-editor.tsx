import { QUIZ_MAX_CHOICES, type ContentQuiz } from '@congres/contracts';
import { useEditorFields } from '../editor-context';
import { fieldId } from '../json-pointer';
import { addChoice, removeChoice, removeQuestion, toggleRight } from '../quiz-edits';
import { ContentField, useFieldNotes } from './content-field';

/**
 * A quiz's questions (decision 093), one card each, in one column on a phone: the question, the
 * objective it measures, its choices with "Bonne réponse" beside each.
 */
export function QuizQuestionsEditor({ index, quiz }: { index: number; quiz: ContentQuiz }) {
  const { change } = useEditorFields();
  return (
    <ol className="content-editor__list">
      {(quiz.questions ?? []).map((question, q) => {
        const base = `/quizzes/${index}/questions/${q}`;
        const name = `la question ${q + 1} de ${quiz.label}`;
        return (
          <li key={question.id} className="card content-editor__question">
            <h4>Question {q + 1}</h4>
            <ContentField pointer={`${base}/text`} label="Question" multiline />
            <ContentField
              pointer={`${base}/objective`}
              label="Objectif mesuré"
              hint="L’objectif de la formation que la question évalue : les résultats donnent le gain par objectif."
            />
            <ChoicesEditor index={index} q={q} choices={question.choices} right={question.right} name={name} />
            <div className="content-editor__buttons">
              <button
                type="button"
                className="button button--danger"
                aria-label={`Retirer ${name}`}
                onClick={() => change((content) => removeQuestion(content, index, q))}
              >
                Retirer la question
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function ChoicesEditor({
  index,
  q,
  choices,
  right,
  name,
}: {
  index: number;
  q: number;
  choices: string[];
  right: number[];
  name: string;
}) {
  const { change } = useEditorFields();
  const base = `/quizzes/${index}/questions/${q}`;
  // A refusal of the right answers is said under the choices; the first box takes the focus.
  const rightNotes = useFieldNotes(`${base}/right`);
  return (
    <fieldset className="content-editor__choices" aria-describedby={rightNotes.describedBy}>
      <legend>Choix (cochez la ou les bonnes réponses)</legend>
      {choices.map((_, c) => (
        <div key={c} className="content-editor__choice">
          <ContentField pointer={`${base}/choices/${c}`} label={`Choix ${c + 1}`} />
          <label className="content-editor__right">
            <input
              id={c === 0 ? rightNotes.id : fieldId(`${base}/right/${c}`)}
              type="checkbox"
              checked={right.includes(c)}
              aria-invalid={rightNotes.invalid}
              onChange={() => change((content) => toggleRight(content, index, q, c))}
            />
            Bonne réponse<span className="visually-hidden"> (choix {c + 1})</span>
          </label>
          <button
            type="button"
            className="button button--secondary"
            disabled={choices.length <= 2}
            aria-label={`Retirer le choix ${c + 1} de ${name}`}
            onClick={() => change((content) => removeChoice(content, index, q, c))}
          >
            Retirer
          </button>
        </div>
      ))}
      {rightNotes.notes}
      <button
        type="button"
        className="button button--secondary"
        disabled={choices.length >= QUIZ_MAX_CHOICES}
        onClick={() => change((content) => addChoice(content, index, q))}
      >
        Ajouter un choix
      </button>
    </fieldset>
  );
}
