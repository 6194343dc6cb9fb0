// The training action the day is (decision 091): what the attendance sheets and the
// certificates print. The spec names neither the action nor its trainers: marked below, and
// counted by decision 086 until the published content gives its own (`training`).
import type { TrainingAction } from '@congres/contracts';
import { PROGRAMME_ENDS_AT } from './programme';

export interface SeedHalfDay {
  id: string;
  label: string;
  startsAt: string;
  endsAt: string;
  /** The programme slots the half-day holds, by their ids ("01" is the first entry). */
  slotIds: string[];
  trainer: string;
}

export const TRAINING_TITLE = 'Journée de formation continue des professions de santé'; // PLACEHOLDER title
export const TRAINING_NATURE = 'Action de formation continue : nature à préciser par l’organisme'; // PLACEHOLDER nature

/**
 * Morning: 8h (welcome) to 13h, entries 01–13 (up to the last QCM at 12h45). Afternoon: 14h30
 * to the end of the day, entries 15–18: entry 14 is the lunch (13h), which no sheet covers.
 */
export const TRAINING_HALF_DAYS: SeedHalfDay[] = [
  {
    id: 'matin',
    label: 'Matinée',
    startsAt: '8h',
    endsAt: '13h',
    slotIds: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13'],
    trainer: 'Formateur de la matinée (nom à compléter)', // PLACEHOLDER trainer
  },
  {
    id: 'apres-midi',
    label: 'Après-midi',
    startsAt: '14h30',
    endsAt: PROGRAMME_ENDS_AT,
    slotIds: ['15', '16', '17', '18'],
    trainer: 'Formateur de l’après-midi (nom à compléter)', // PLACEHOLDER trainer
  },
];

/** The seed's training action, a fresh copy: the seed's `training`, and the editor's start when a draft has none. */
export function seedTraining(): TrainingAction {
  return {
    title: TRAINING_TITLE,
    nature: TRAINING_NATURE,
    halfDays: TRAINING_HALF_DAYS.map((halfDay) => ({ ...halfDay, slotIds: [...halfDay.slotIds] })),
  };
}
