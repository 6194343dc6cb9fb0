import type { Poll } from '@congres/contracts/room';
import { PollResults } from './poll-results';

const STATE_WORDS: Record<Poll['state'], string> = {
  draft: 'Brouillon (visible des organisateurs seulement)',
  open: 'Sondage ouvert',
  closed: 'Sondage clos',
};

/**
 * One poll: while it is open and the attendee has not voted, a button per choice; else its bars.
 * Organisers open a draft and close an open poll from here.
 */
export function PollCard({
  poll,
  canVote,
  organiser,
  busy,
  onVote,
  onMove,
}: {
  poll: Poll;
  canVote: boolean;
  organiser: boolean;
  busy: boolean;
  onVote: (poll: Poll, choice: number) => void;
  onMove: (poll: Poll, action: 'open' | 'close') => void;
}) {
  const voting = poll.state === 'open' && canVote && poll.voted == null;
  return (
    <li className={`card room-poll room-poll--${poll.state}`}>
      <h3 className="room-poll__question">{poll.question}</h3>
      <p className="room-poll__state">{STATE_WORDS[poll.state]}</p>
      {voting ? (
        <div className="room-poll__choices" role="group" aria-label={`Votre réponse : ${poll.question}`}>
          {poll.choices.map((choice, index) => (
            <button
              key={index}
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => onVote(poll, index)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      ) : poll.state === 'draft' ? (
        <ul className="room-poll__labels">
          {poll.choices.map((choice, index) => (
            <li key={index}>{choice.label}</li>
          ))}
        </ul>
      ) : (
        <PollResults poll={poll} />
      )}
      {organiser && poll.state !== 'closed' ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={`${poll.state === 'draft' ? 'Ouvrir le sondage' : 'Clore le sondage'} : ${poll.question}`}
          onClick={() => onMove(poll, poll.state === 'draft' ? 'open' : 'close')}
        >
          {poll.state === 'draft' ? 'Ouvrir le sondage' : 'Clore le sondage'}
        </button>
      ) : null}
    </li>
  );
}
