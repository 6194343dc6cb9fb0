import type { ProgrammeEntry } from '../../content/programme';
import { ProgrammeIconImage } from './programme-icon';
import './programme.css';

/** The day's programme as cards, in order; the first one is highlighted (spec section 2). */
export function ProgrammeList({ entries }: { entries: ProgrammeEntry[] }) {
  return (
    <ol className="programme-list">
      {entries.map((entry, index) => (
        <li
          key={`${entry.time}-${entry.title}`}
          className={index === 0 ? 'card programme-card programme-card--highlight' : 'card programme-card'}
        >
          <ProgrammeIconImage icon={entry.icon} />
          <div>
            <p className="programme-card__time">
              <time>{entry.time}</time>
            </p>
            <h2 className="programme-card__title">{entry.title}</h2>
            {entry.description && <p className="programme-card__description">{entry.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
