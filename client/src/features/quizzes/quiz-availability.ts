import { wallClock, type PublicContentQuiz } from '@congres/contracts';
import { frenchDate, frenchTime } from '../../lib/french';
import { parisDate } from '../../lib/paris-time';

/** What the availability reads of a quiz: its opening and closing instants (the public content's, decision 102). */
type Quiz = Pick<PublicContentQuiz, 'opensAt' | 'closesAt'>;

/** Whether the quiz is open at this instant (both sides are instants: no time zone involved). */
export function isQuizOpen(quiz: Quiz, nowMs: number): boolean {
  return nowMs >= Date.parse(quiz.opensAt) && !isQuizClosed(quiz, nowMs);
}

/** Whether its closing (decision 093: optional, for the QCM written in the site) has passed. */
export function isQuizClosed(quiz: Quiz, nowMs: number): boolean {
  return quiz.closesAt !== undefined && nowMs >= Date.parse(quiz.closesAt);
}

/** The opening's day ("vendredi 23 mai") and time ("8h") in Bordeaux, whatever the visitor's zone. */
function opening(quiz: Quiz): { day: string; time: string } {
  const { date, minutes } = wallClock(Date.parse(quiz.opensAt));
  return {
    day: frenchDate(date, { weekday: true, year: false }),
    time: frenchTime(Math.floor(minutes / 60), minutes % 60),
  };
}

/** "Ouvre le vendredi 23 mai à 8h". */
export function formatOpening(quiz: Quiz): string {
  const { day, time } = opening(quiz);
  return `Ouvre le ${day} à ${time}`;
}

/**
 * "Ouvert depuis 8h": an open quiz keeps showing when it opened; from the next day on, with
 * its day ("Ouvert depuis le vendredi 23 mai à 8h"), since "8h" alone would be today's.
 */
export function formatOpenSince(quiz: Quiz, nowMs: number): string {
  const { day, time } = opening(quiz);
  const sameDay = parisDate(nowMs) === parisDate(Date.parse(quiz.opensAt));
  return sameDay ? `Ouvert depuis ${time}` : `Ouvert depuis le ${day} à ${time}`;
}
