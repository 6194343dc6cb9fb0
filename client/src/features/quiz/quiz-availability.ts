import { EVENT_TIME_ZONE, type PublicContentQuiz } from '@congres/contracts';
import { frenchTime } from '../../lib/french';
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

const parts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The opening's day ("vendredi 23 mai") and time ("8h") in Bordeaux, whatever the visitor's zone. */
function opening(quiz: Quiz): { day: string; time: string } {
  const byType = Object.fromEntries(
    parts.formatToParts(new Date(quiz.opensAt)).map((part) => [part.type, part.value] as const),
  );
  return {
    day: `${byType.weekday} ${byType.day} ${byType.month}`,
    time: frenchTime(Number(byType.hour), Number(byType.minute)),
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
