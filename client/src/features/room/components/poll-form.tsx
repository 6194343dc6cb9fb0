import { POLL_CHOICES_MAX, POLL_CHOICES_MIN, pollProblem } from '@congres/contracts/room';
import { useId, useState } from 'react';
import { FormError } from '../../../components/ui/form-error';
import { useSubmit } from '../../../lib/use-submit';
import { createPoll } from '../api/room-api';

/**
 * The organisers' poll form (decision 118): a question and 2 to 6 choices, checked as the server
 * checks them; saved as a draft, opened from its card when the speaker asks.
 */
export function PollForm({ token, slotId, onCreated }: { token: string; slotId: string; onCreated: () => void }) {
  const [question, setQuestion] = useState('');
  const [choices, setChoices] = useState<string[]>(['', '']);
  const id = useId();
  const form = useSubmit(() => createPoll(token, { slotId, question, choices }), {
    check: () => pollProblem({ question, choices }) ?? null,
    onSuccess: () => {
      setQuestion('');
      setChoices(['', '']);
      onCreated();
      return 'Sondage enregistré : ouvrez-le quand l’intervenant le demande.';
    },
  });
  const setChoice = (index: number, value: string) =>
    setChoices((current) => current.map((choice, i) => (i === index ? value : choice)));

  return (
    <form className="card room-poll-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <h3>Nouveau sondage</h3>
      <div className="field">
        <label htmlFor={`${id}-question`}>Question du sondage</label>
        <input id={`${id}-question`} value={question} onChange={(event) => setQuestion(event.target.value)} />
      </div>
      {choices.map((choice, index) => (
        <div className="field room-poll-form__choice" key={index}>
          <label htmlFor={`${id}-choice-${index}`}>Choix {index + 1}</label>
          <input
            id={`${id}-choice-${index}`}
            value={choice}
            onChange={(event) => setChoice(index, event.target.value)}
          />
          {choices.length > POLL_CHOICES_MIN ? (
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Retirer le choix ${index + 1}`}
              onClick={() => setChoices((current) => current.filter((_, i) => i !== index))}
            >
              Retirer
            </button>
          ) : null}
        </div>
      ))}
      {choices.length < POLL_CHOICES_MAX ? (
        <button type="button" className="button button--secondary" onClick={() => setChoices((c) => [...c, ''])}>
          Ajouter un choix
        </button>
      ) : null}
      <FormError error={form.error} />
      <div aria-live="polite">
        {form.success !== null ? <p className="alert alert--success">{form.success}</p> : null}
      </div>
      <button type="submit" className="button" disabled={form.locked}>
        {form.pending ? 'Enregistrement…' : 'Enregistrer le sondage'}
      </button>
    </form>
  );
}
