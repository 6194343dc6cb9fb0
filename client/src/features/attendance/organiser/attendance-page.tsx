import { failureOf } from '../../../lib/query-client';
import { useAttendanceLive, useHalfDays } from '../api/use-attendance';
import { HalfDayPanel } from './half-day-panel';
import '../attendance.css';

/**
 * /emargement (decision 092): the half-days of the training action, each opened and closed by
 * an organiser whatever the clock says (a rehearsal works any day), with the list of who
 * signed filling in live.
 */
export function AttendancePage({ token }: { token: string }) {
  useAttendanceLive();
  const halfDays = useHalfDays(token);
  const failure = failureOf(halfDays);
  if (failure !== null)
    return (
      <div className="card">
        <p className="alert alert--error" role="alert">
          {failure.message}
        </p>
        <button type="button" className="button" onClick={() => void halfDays.refetch()}>
          Réessayer
        </button>
      </div>
    );
  if (halfDays.data === undefined) return <p role="status">Chargement des demi-journées…</p>;
  if (halfDays.data.length === 0)
    return (
      <p className="card">
        Aucune demi-journée de formation n’est définie dans le contenu publié : ajoutez-les au contenu du site, puis
        publiez-le.
      </p>
    );
  return (
    <>
      <p>
        Ouvrez l’émargement au début de chaque demi-journée, affichez le QR code dans la salle, puis closez-le en
        signant la feuille à la fin.
      </p>
      {halfDays.data.map((halfDay) => (
        <HalfDayPanel key={halfDay.id} token={token} halfDay={halfDay} />
      ))}
    </>
  );
}
