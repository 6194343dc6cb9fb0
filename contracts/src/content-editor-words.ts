import type { CongressContent } from './content.js';

// A module of its own, not content.ts: the pages' shared chunk holds content.ts, and only the
// editor and the server read these words (the first visit stays as light, decision 108).

/** How a rebased draft's conflicts name a part of the content: a slot by its title, a section by the editor's word. */
export const CONTENT_PART_LABELS: Record<keyof CongressContent, string> = {
  event: 'Accueil et lieu du congrès',
  programme: 'Programme',
  programmeEndsAt: 'Fin du programme',
  meals: 'Repas (dîner et déjeuner)',
  itineraries: 'Itinéraires',
  quizzes: 'Quizz',
  partners: 'Partenaires',
  contact: 'Contact du secrétariat',
  home: 'Images de l’accueil',
  legal: 'Pages légales',
  logo: 'Logo',
  training: 'Formation (émargement)',
  satisfaction: 'Questionnaire de satisfaction',
};
export const slotConflictLabel = (title: string) => `Séance « ${title} »`;

/** The refusal of a time that is not one of the day ("25h", "11h60", ""): the server's, and the editor's at once. */
export const CLOCK_TIME_MESSAGE = 'Écrivez l’heure comme 11h15. Une heure de la journée va de 0h à 23h59.';
