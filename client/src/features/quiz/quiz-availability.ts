import { EVENT_TIME_ZONE } from '@congres/contracts';
import type { Quiz } from '../../content/quizzes';

/** Whether the quiz is open at this instant (both sides are instants: no time zone involved). */
export function isQuizOpen(quiz: Quiz, nowMs: number): boolean {
  return nowMs >= Date.parse(quiz.opensAt);
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

/** The opening's day ("vendredi 23 mai") and time ("8h00") in Bordeaux, whatever the visitor's zone. */
function opening(quiz: Quiz): { day: string; time: string } {
  const byType = Object.fromEntries(
    parts.formatToParts(new Date(quiz.opensAt)).map((part) => [part.type, part.value] as const),
  );
  return { day: `${byType.weekday} ${byType.day} ${byType.month}`, time: `${Number(byType.hour)}h${byType.minute}` };
}

/** "Ouvre le vendredi 23 mai à 8h00". */
export function formatOpening(quiz: Quiz): string {
  const { day, time } = opening(quiz);
  return `Ouvre le ${day} à ${time}`;
}

/** "Ouvert depuis 8h00": an open quiz keeps showing when it opened. */
export function formatOpenSince(quiz: Quiz): string {
  return `Ouvert depuis ${opening(quiz).time}`;
}
