import { QUIZ_CHECK_INTERVAL_MS, QUIZZES } from '../../content/quizzes';
import { useNow } from '../../lib/use-now';
import { formatOpening, formatOpenSince, isQuizOpen } from './quiz-availability';
import './quiz.css';

/**
 * The three quizzes, each with its opening time in Bordeaux time: a link to its form once
 * open, a disabled grey button before. The page's HTML (and a visitor without scripts) shows
 * them locked; the live state comes with the first render in the browser.
 */
export function QuizList() {
  const now = useNow(QUIZ_CHECK_INTERVAL_MS);
  return (
    <>
      <ul className="quiz-list">
        {QUIZZES.map((quiz, index) => {
          const open = now !== null && isQuizOpen(quiz, now);
          const hintId = `quiz-hint-${index}`;
          return (
            <li key={quiz.label} className="card quiz-list__item">
              {open ? (
                <>
                  <a className="button quiz-list__button" href={quiz.link} target="_blank" rel="noopener noreferrer">
                    {quiz.label}
                    <span className="visually-hidden"> (nouvel onglet)</span>
                  </a>
                  <p className="quiz-list__hint quiz-list__hint--open">
                    {formatOpenSince(quiz)} : le formulaire s’ouvre dans un nouvel onglet.
                  </p>
                </>
              ) : (
                <>
                  <button type="button" className="button quiz-list__button" disabled aria-describedby={hintId}>
                    {quiz.label}
                  </button>
                  <p id={hintId} className="quiz-list__hint">
                    {formatOpening(quiz)}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <noscript>
        <p className="quiz-list__noscript">
          Chaque quiz s’ouvre ici à son heure lorsque JavaScript est activé dans votre navigateur.
        </p>
      </noscript>
    </>
  );
}
