// The satisfaction questionnaire of the seed (decision 094): it opens when the day ends, in
// Bordeaux time; organisers rewrite it in /contenu. The first scale question is the overall
// one, whose 4s and 5s make the satisfaction rate.
import { parisInstant, type SatisfactionQuestionnaire } from '@congres/contracts';
import { EVENT } from './event';
import { PROGRAMME_ENDS_AT } from './programme';

export function satisfactionSeed(): SatisfactionQuestionnaire {
  return {
    id: 'satisfaction',
    title: 'Questionnaire de satisfaction',
    opensAt: new Date(parisInstant(EVENT.dateIso, PROGRAMME_ENDS_AT)).toISOString().replace('.000Z', 'Z'),
    questions: [
      {
        id: 'globale',
        kind: 'scale',
        label: 'Dans l’ensemble, êtes-vous satisfait de cette journée ?',
        required: true,
      },
      {
        id: 'objectifs',
        kind: 'scale',
        label: 'Les objectifs annoncés de la formation ont-ils été atteints ?',
        required: true,
      },
      {
        id: 'pratique',
        kind: 'choice',
        label: 'Allez-vous changer quelque chose dans votre pratique ?',
        required: false,
        choices: ['Oui, dès maintenant', 'Oui, plus tard', 'Non', 'Je ne sais pas encore'],
      },
      {
        id: 'organisation',
        kind: 'choice',
        label: 'Que pensez-vous de l’organisation (accueil, repas, horaires) ?',
        required: false,
        choices: ['Très bonne', 'Bonne', 'Moyenne', 'À améliorer'],
      },
      {
        id: 'remarques',
        kind: 'text',
        label: 'Une remarque, une idée pour l’an prochain ?',
        required: false,
      },
    ],
  };
}
