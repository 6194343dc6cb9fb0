import { QUESTION_MAX_LENGTH, questionTextProblem, type AskedQuestion } from '@congres/contracts/room';
import { useId, useState } from 'react';
import { CharacterCount } from '../../../components/ui/character-count';
import { FormError } from '../../../components/ui/form-error';
import { useSubmit } from '../../../lib/use-submit';
import { askQuestion } from '../api/room-api';

/**
 * The question box (decision 118): plain text, 280 characters at most (checked as the server
 * checks it), anonymous unless the attendee signs it with their display name.
 */
export function AskForm({
  token,
  slotId,
  username,
  onAsked,
}: {
  token: string;
  slotId: string;
  username: string;
  onAsked: (asked: AskedQuestion) => void;
}) {
  const [text, setText] = useState('');
  const [signed, setSigned] = useState(false);
  const id = useId();
  const length = [...text.trim()].length;
  const over = length > QUESTION_MAX_LENGTH;

  const form = useSubmit(() => askQuestion(token, { slotId, text: text.trim(), signed }), {
    check: () => questionTextProblem(text) ?? null,
    onSuccess: (asked) => {
      onAsked(asked);
      setText('');
      return asked.state === 'pending'
        ? 'Question envoyée : elle apparaîtra pour tous dès qu’un organisateur l’aura validée.'
        : 'Question envoyée : elle est visible de toute la salle.';
    },
  });

  return (
    <form className="card" onSubmit={(event) => void form.submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-text`}>Votre question</label>
        <textarea
          id={`${id}-text`}
          name="text"
          value={text}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-counter`}
          aria-invalid={over || form.error !== null}
        />
        <CharacterCount id={`${id}-counter`} length={length} max={QUESTION_MAX_LENGTH} />
      </div>
      <div className="room-check">
        <input
          id={`${id}-signed`}
          type="checkbox"
          checked={signed}
          onChange={(event) => setSigned(event.target.checked)}
        />
        <label htmlFor={`${id}-signed`}>Signer avec mon nom ({username}) ; sinon, la question reste anonyme</label>
      </div>
      <FormError error={form.error} />
      <div aria-live="polite">
        {form.success !== null ? <p className="alert alert--success">{form.success}</p> : null}
      </div>
      <button type="submit" className="button" disabled={form.locked}>
        {form.pending ? 'Envoi…' : 'Envoyer la question'}
      </button>
    </form>
  );
}
