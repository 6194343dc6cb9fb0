// The day's programme (spec section 2): 18 entries, in order. Times are Bordeaux local time.

import { PROGRAMME_SEED_PUBLISHED_AT } from '@congres/contracts';

/** The icons the programme can show; drawn by the programme feature. */
export type ProgrammeIcon =
  'welcome' | 'speech' | 'checklist' | 'talk' | 'lab' | 'break' | 'meal' | 'quiz' | 'trophy' | 'calendar';

export interface ProgrammeEntry {
  time: string;
  title: string;
  description?: string;
  icon: ProgrammeIcon;
}

export const PROGRAMME: ProgrammeEntry[] = [
  {
    time: '8h',
    title: 'Accueil et inscription',
    description: 'Remise des badges et café d’accueil dans le hall de l’institut.', // PLACEHOLDER description
    icon: 'welcome',
  },
  { time: '8h35', title: 'Mot d’accueil', icon: 'speech' },
  {
    time: '8h45',
    title: 'QCM avant',
    description: 'Questionnaire de début de journée, pour la certification qualité.',
    icon: 'checklist',
  },
  { time: '9h', title: 'Intervention 1 : titre à venir', icon: 'talk' }, // PLACEHOLDER title
  { time: '9h30', title: 'Intervention 2 : titre à venir', icon: 'talk' }, // PLACEHOLDER title
  { time: '10h', title: 'Présentation du laboratoire', icon: 'lab' },
  {
    time: '10h15',
    title: 'QCM après',
    description: 'Questionnaire sur les interventions du début de matinée.',
    icon: 'checklist',
  },
  { time: '10h25', title: 'Pause', icon: 'break' },
  { time: '10h45', title: 'Intervention 3 : titre à venir', icon: 'talk' }, // PLACEHOLDER title
  { time: '11h15', title: 'Intervention 4 : titre à venir', icon: 'talk' }, // PLACEHOLDER title
  { time: '11h45', title: 'Intervention 5 : titre à venir', icon: 'talk' }, // PLACEHOLDER title
  { time: '12h15', title: 'Intervention 6 : titre à venir', icon: 'talk' }, // PLACEHOLDER title
  {
    time: '12h45',
    title: 'QCM après',
    description: 'Questionnaire sur les interventions de la matinée.',
    icon: 'checklist',
  },
  { time: '13h', title: 'Repas', description: 'Déjeuner au food truck, menu normal ou végétarien.', icon: 'meal' },
  { time: '14h30', title: 'Temps des quiz', description: 'Répondez aux quiz depuis la page Quizz.', icon: 'quiz' },
  { time: '15h', title: 'Remise des prix', icon: 'trophy' },
  { time: '15h30', title: 'Intervention 7 : titre à venir', icon: 'talk' }, // PLACEHOLDER title
  { time: '16h', title: 'Présentation du congrès 2026', icon: 'calendar' },
];

/** When the last entry ends (the end of the day). PLACEHOLDER: the spec gives no end time. */
export const PROGRAMME_ENDS_AT = '17h';

/**
 * When this programme was last published, an ISO instant: the calendar file's DTSTAMP.
 * Bump it when the programme changes, so calendar apps know their copy is older. PLACEHOLDER
 */
export const PROGRAMME_PUBLISHED_AT = PROGRAMME_SEED_PUBLISHED_AT;
