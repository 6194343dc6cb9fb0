// The day's quizzes (spec sections 3, 4 and 9). Opening instants are stored in UTC, as the
// spec gives them; the quiz feature shows them in Bordeaux time
// (EVENT_TIME_ZONE, from the contracts).

export interface Quiz {
  /** Stable (decision 093): the results and each attendee's answers name the quiz by it. */
  id: string;
  /** "QCM avant" (8h45) or "QCM après" (10h15, 12h45) in the programme. */
  phase: 'avant' | 'apres';
  label: string;
  /** When the quiz unlocks: an ISO 8601 instant in UTC. */
  opensAt: string;
  /** The external form. */
  link: string;
}

export const QUIZZES: Quiz[] = [
  {
    id: 'quiz-1',
    phase: 'avant',
    label: 'Quiz 1',
    opensAt: '2025-05-23T06:00:00Z',
    link: 'https://forms.example.org/congres-bordeaux-2025/quiz-1', // PLACEHOLDER link
  },
  {
    id: 'quiz-2',
    phase: 'apres',
    label: 'Quiz 2',
    opensAt: '2025-05-23T08:00:00Z',
    link: 'https://forms.example.org/congres-bordeaux-2025/quiz-2', // PLACEHOLDER link
  },
  {
    id: 'quiz-3',
    phase: 'apres',
    label: 'Quiz 3',
    opensAt: '2025-05-23T10:30:00Z',
    link: 'https://forms.example.org/congres-bordeaux-2025/quiz-3', // PLACEHOLDER link
  },
];

/** How often the quiz page re-checks which quizzes are open (spec: 30 s). */
export const QUIZ_CHECK_INTERVAL_MS = 30_000;
