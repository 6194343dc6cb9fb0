import { useSearchParams } from 'react-router';
import { OrganisersOnly } from '../../components/ui/organisers-only';
import { AttendanceScreen } from '../../features/attendance/screen/attendance-screen';
import { QueryProvider } from '../../lib/query-client';

/**
 * /emargement/ecran?demi-journee=…: the room's screen (decision 092). Outside the site's Layout
 * like /mur (nothing to navigate on a projector), client-rendered, opened by an organiser: the
 * code is theirs to show, nobody outside the room reads it.
 */
export default function Route() {
  const [params] = useSearchParams();
  const halfDayId = params.get('demi-journee') ?? '';
  return (
    <OrganisersOnly>
      {(token) =>
        halfDayId === '' ? (
          <main className="attendance-screen">
            <h1>Émargement</h1>
            <p role="alert">Aucune demi-journée choisie : ouvrez cet écran depuis la page Émargement.</p>
          </main>
        ) : (
          <QueryProvider>
            <AttendanceScreen token={token} halfDayId={halfDayId} />
          </QueryProvider>
        )
      }
    </OrganisersOnly>
  );
}
