import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { OrganisersOnly } from '../../components/ui/organisers-only';
import { SITE_NAME } from '../../content/event';
import { AttendanceScreen } from '../../features/attendance/screen/attendance-screen';
import { QueryProvider } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import '../../features/attendance/screen/attendance-screen.css';

/**
 * /emargement/ecran?demi-journee=…: the room's screen (decision 092). Outside the site's Layout
 * like /mur (nothing to navigate on a projector), client-rendered, opened by an organiser: the
 * code is theirs to show, nobody outside the room reads it.
 */
export default function Route() {
  const [params] = useSearchParams();
  const { signedIn } = useSession();
  const halfDayId = params.get('demi-journee') ?? '';
  useEffect(() => {
    // What the browser tests wait for (the Layout says it on the other pages).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <main className="attendance-screen">
      <title>{`Écran d’émargement · ${SITE_NAME}`}</title>
      {signedIn && halfDayId !== '' ? null : <h1 className="attendance-screen__title">Émargement</h1>}
      <OrganisersOnly>
        {(token) =>
          halfDayId === '' ? (
            <p className="attendance-screen__message" role="alert">
              Aucune demi-journée choisie : ouvrez cet écran depuis la page Émargement.
            </p>
          ) : (
            <QueryProvider>
              <AttendanceScreen token={token} halfDayId={halfDayId} />
            </QueryProvider>
          )
        }
      </OrganisersOnly>
    </main>
  );
}
