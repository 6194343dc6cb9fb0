import {
  SATISFACTION_SCALE,
  SATISFACTION_TEXT_MAX_LENGTH,
  type SatisfactionQuestion,
  type SatisfactionQuestionnaire,
} from '@congres/contracts';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/form-error';

/** What each note of the scale means, said with it (decision 094). */
export const SCALE_LABELS: Record<number, string> = {
  1: 'Pas du tout satisfait',
  2: 'Peu satisfait',
  3: 'Moyennement satisfait',
  4: 'Satisfait',
  5: 'Très satisfait',
};

type Answers = Record<string, number | string>;

/**
 * The questionnaire's form: a scale is a radio group of 1 to 5 with its question as the
 * legend, a choice a radio group of its options, a free text a text area. Required questions say
 * so in their legend; the server checks again and its refusal is shown above the button.
 */
export function SatisfactionForm({
  questionnaire,
  pending,
  error,
  onSubmit,
}: {
  questionnaire: SatisfactionQuestionnaire;
  pending: boolean;
  error: string | null;
  onSubmit: (answers: Answers) => void;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  const set = (id: string, value: number | string) => setAnswers((current) => ({ ...current, [id]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(answers);
  };
  return (
    <form className="satisfaction-form" onSubmit={submit} noValidate>
      <p className="field__hint">
        Vos réponses sont anonymes : les organisateurs voient les réponses de tous, jamais qui a répondu quoi. Une seule
        réponse par compte.
      </p>
      {questionnaire.questions.map((question) => (
        <Question key={question.id} question={question} value={answers[question.id]} onChange={set} />
      ))}
      <FormError error={error} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Envoi…' : 'Envoyer mes réponses'}
      </button>
    </form>
  );
}

function Question({
  question,
  value,
  onChange,
}: {
  question: SatisfactionQuestion;
  value: number | string | undefined;
  onChange: (id: string, value: number | string) => void;
}) {
  const name = `satisfaction-${question.id}`;
  const legend = (
    <legend>
      {question.label}
      {question.required ? <span className="satisfaction-form__required"> (obligatoire)</span> : null}
    </legend>
  );
  if (question.kind === 'text') {
    return (
      <div className="field card">
        <label htmlFor={name}>
          {question.label}
          {question.required ? <span className="satisfaction-form__required"> (obligatoire)</span> : null}
        </label>
        <textarea
          id={name}
          value={typeof value === 'string' ? value : ''}
          maxLength={SATISFACTION_TEXT_MAX_LENGTH}
          required={question.required}
          onChange={(event) => onChange(question.id, event.target.value)}
        />
      </div>
    );
  }
  const options =
    question.kind === 'scale'
      ? SATISFACTION_SCALE.map((note) => ({ value: note, label: `${note} – ${SCALE_LABELS[note] ?? ''}` }))
      : (question.choices ?? []).map((choice) => ({ value: choice, label: choice }));
  return (
    <fieldset className={`card satisfaction-form__group satisfaction-form__group--${question.kind}`}>
      {legend}
      {options.map((option) => {
        const id = `${name}-${String(option.value)}`;
        return (
          <div key={id} className="satisfaction-form__option">
            <input
              type="radio"
              id={id}
              name={name}
              checked={value === option.value}
              required={question.required}
              onChange={() => onChange(question.id, option.value)}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
