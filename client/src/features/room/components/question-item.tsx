import type { ModerateQuestionBody, Question } from '@congres/contracts/room';

/** What a question's line says of its state to everyone, or to its asker and the organisers. */
function stateWords(question: Question): string | null {
  if (question.pinned) return 'En cours de réponse';
  if (question.state === 'answered') return 'Répondue';
  if (question.state === 'pending')
    return question.mine === true ? 'En attente de validation par les organisateurs' : 'En attente de validation';
  if (question.state === 'hidden') return 'Masquée';
  return null;
}

const votesWords = (votes: number) => `${votes} ${votes > 1 ? 'votes' : 'vote'}`;

/**
 * One question: its text (as text, never HTML), who asked it (or "Anonyme"), its count, the
 * vote button of a signed-in attendee (aria-pressed), and the organisers' actions.
 */
export function QuestionItem({
  question,
  canVote,
  organiser,
  busy,
  onVote,
  onModerate,
}: {
  question: Question;
  canVote: boolean;
  organiser: boolean;
  busy: boolean;
  onVote: (question: Question) => void;
  onModerate: (question: Question, change: ModerateQuestionBody) => void;
}) {
  const words = stateWords(question);
  const votable = canVote && question.mine !== true && (question.state === 'shown' || question.state === 'answered');
  // The visible name first in the accessible one (WCAG 2.5.3), the question after it.
  const action = (name: string, change: ModerateQuestionBody) => (
    <button
      type="button"
      className="button button--secondary room-question__action"
      disabled={busy}
      aria-label={`${name} : ${question.text}`}
      onClick={() => onModerate(question, change)}
    >
      {name}
    </button>
  );
  return (
    <li className={`room-question room-question--${question.state}${question.pinned ? ' room-question--pinned' : ''}`}>
      <p className="room-question__text">{question.text}</p>
      <p className="room-question__meta">
        <span>{question.author ?? 'Anonyme'}</span>
        {question.mine === true ? <span>· votre question</span> : null}
        {words !== null ? <span className="room-question__state">{words}</span> : null}
      </p>
      <div className="room-question__actions">
        {votable ? (
          <button
            type="button"
            className={`button room-question__vote${question.voted === true ? '' : ' button--secondary'}`}
            aria-pressed={question.voted === true}
            disabled={busy}
            onClick={() => onVote(question)}
          >
            <span aria-hidden="true">▲ </span>
            {question.votes}
            <span className="visually-hidden">
              {` ${question.votes > 1 ? 'votes' : 'vote'}, voter pour : ${question.text}`}
            </span>
          </button>
        ) : (
          <span className="room-question__votes">{votesWords(question.votes)}</span>
        )}
        {organiser ? (
          <>
            {question.state === 'pending' || question.state === 'hidden'
              ? action('Afficher', { state: 'shown' })
              : null}
            {question.state === 'shown' || question.state === 'answered'
              ? action(question.pinned ? 'Désépingler' : 'Épingler', { pinned: !question.pinned })
              : null}
            {question.state === 'shown' ? action('Répondue', { state: 'answered' }) : null}
            {question.state !== 'hidden' ? action('Masquer', { state: 'hidden' }) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
