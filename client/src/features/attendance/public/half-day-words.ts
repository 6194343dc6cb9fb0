import { ATTENDANCE_SIGN_PAGE } from '@congres/contracts';

/** "3 présences enregistrées", as the room's screen and the organisers' list say it. */
export function presencesRecorded(count: number): string {
  if (count === 0) return 'Aucune présence enregistrée pour le moment';
  return count === 1 ? '1 présence enregistrée' : `${count} présences enregistrées`;
}

/** A half-day's attendance as /emargement and /organisation name it. */
export type HalfDayState = 'Ouvert' | 'Clos' | 'Pas encore ouvert';

/** Open now, closed once (a close stays until it is opened again), or never opened. */
export function halfDayState(open: boolean, closedAt: string | null | undefined): HalfDayState {
  if (open) return 'Ouvert';
  return closedAt ? 'Clos' : 'Pas encore ouvert';
}

/** The room's screen of a half-day (a path of its own, opened on the projector's computer). */
export const screenPath = (halfDayId: string) =>
  `${ATTENDANCE_SIGN_PAGE.replace(/\/signer$/, '/ecran')}?demi-journee=${encodeURIComponent(halfDayId)}`;
