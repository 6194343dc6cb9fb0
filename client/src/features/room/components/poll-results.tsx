import type { Poll } from '@congres/contracts/room';
import './poll-results.css';

/** Each choice's share, rounded, of the votes cast (0 when none yet). */
export function shares(poll: Poll): number[] {
  const total = poll.choices.reduce((sum, choice) => sum + choice.votes, 0);
  return poll.choices.map((choice) => (total === 0 ? 0 : Math.round((choice.votes / total) * 100)));
}

/** A poll's bars: each choice's votes, as text and as a bar (the phones and the room's screen). */
export function PollResults({ poll, className = 'room-poll__results' }: { poll: Poll; className?: string }) {
  const percent = shares(poll);
  return (
    <ul className={className}>
      {poll.choices.map((choice, index) => (
        <li key={index} className={poll.voted === index ? 'room-bar room-bar--mine' : 'room-bar'}>
          <span className="room-bar__label">
            {choice.label}
            {poll.voted === index ? ' (votre vote)' : ''}
          </span>
          <span className="room-bar__count">
            {choice.votes} {choice.votes > 1 ? 'votes' : 'vote'} · {percent[index]} %
          </span>
          <span className="room-bar__track" aria-hidden="true">
            <span className="room-bar__fill" style={{ width: `${percent[index] ?? 0}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
