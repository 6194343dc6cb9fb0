import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { CalendarAddress } from '../../features/programme/calendar-address';
import { MyProgramme } from '../../features/programme/my-programme';
import { QueryProvider } from '../../lib/query-client';
import { useSession } from '../../lib/session';

/**
 * /mon-programme: the slots starred on this phone (and on the account, once signed in), and for
 * a signed-in attendee the calendar address. Client-rendered: its content is the phone's own.
 */
export default function Route() {
  const { token, signedIn } = useSession();
  return (
    <Page title="Mon programme">
      <MyProgramme />
      {signedIn && token !== null ? (
        <QueryProvider>
          <CalendarAddress token={token} />
        </QueryProvider>
      ) : (
        <section className="card my-programme__section" aria-labelledby="my-programme-account">
          <h2 id="my-programme-account">Sur vos autres appareils</h2>
          <p>
            Votre programme est gardé sur ce téléphone, sans compte. Connectez-vous pour le retrouver sur vos autres
            appareils et l’ajouter à l’agenda de votre téléphone.
          </p>
          <Link className="button" to={SITE_ROUTES.login}>
            Se connecter
          </Link>
        </section>
      )}
    </Page>
  );
}
