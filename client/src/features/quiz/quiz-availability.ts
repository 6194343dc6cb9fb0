import { EVENT_TIME_ZONE, type Quiz } from '../../content/quizzes';

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

/** "Ouvre le vendredi 23 mai à 8h00": the opening in Bordeaux time, whatever the visitor's zone. */
export function formatOpening(quiz: Quiz): string {
  const byType = Object.fromEntries(
    parts.formatToParts(new Date(quiz.opensAt)).map((part) => [part.type, part.value] as const),
  );
  const hour = Number(byType.hour);
  return `Ouvre le ${byType.weekday} ${byType.day} ${byType.month} à ${hour}h${byType.minute}`;
}
