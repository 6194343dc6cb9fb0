import { Type, type Static } from 'typebox';

/**
 * The prize quiz (decision 119): the quizzes written in the site and marked `prize` count for
 * "Remise des prix". Each participant's total score over them ranks first, then who finished
 * first (their last prize quiz sent earliest).
 */
export const PrizeRankingEntry = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  /** The participant's name as the QCM keeps it: organisers see who, whatever they chose for the podium. */
  name: Type.String(),
  score: Type.Integer({ minimum: 0 }),
  /** The most that could be scored: the questions of every prize quiz. */
  max: Type.Integer({ minimum: 0 }),
  /** ISO 8601, UTC: when their last prize quiz was sent. */
  finishedAt: Type.String(),
});
export type PrizeRankingEntry = Static<typeof PrizeRankingEntry>;

/** GET /api/quizzes/ranking (organisers); its CSV at GET /api/quizzes/ranking.csv. */
export const PrizeRanking = Type.Array(PrizeRankingEntry);
export type PrizeRanking = Static<typeof PrizeRanking>;

/** How many the podium shows. */
export const PODIUM_SIZE = 3;

/**
 * The podium as the room's screen shows it (GET /api/quizzes/podium, anyone; the live events
 * `podium-shown` and `podium-hidden`): the top three, each by their name or, when they chose to
 * stay off it (or their account is gone), "Participant N". Empty while organisers show none.
 */
export const PodiumEntry = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  score: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 0 }),
});
export type PodiumEntry = Static<typeof PodiumEntry>;
export const Podium = Type.Object({ entries: Type.Array(PodiumEntry) });
export type Podium = Static<typeof Podium>;

/** GET and PUT /api/account/podium (signed in): whether the attendee's name may show on the podium. */
export const PodiumChoice = Type.Object({ nameShown: Type.Boolean() });
export type PodiumChoice = Static<typeof PodiumChoice>;

/** The name the podium shows for rank `rank` when its participant stays off it. */
export const anonymousOnPodium = (rank: number) => `Participant ${rank}`;

export const NO_PRIZE_QUIZ =
  'Aucun quiz ne compte pour la remise des prix : cochez « Compte pour la remise des prix » sur un quiz écrit dans le site (page Contenu), puis publiez.';
export const NOBODY_RANKED = 'Personne n’a encore répondu aux quiz de la remise des prix : le podium est vide.';
