import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';

/** What an anonymous visitor (or one whose session just ended) sees instead of the upload area. */
export function LoginInvitation({ sessionExpired = false }: { sessionExpired?: boolean }) {
  return (
    <section className="card upload-invitation" aria-labelledby="photos-invitation">
      <h2 id="photos-invitation">Publiez vos photos</h2>
      {sessionExpired ? (
        <p className="alert alert--error" role="alert">
          Vous devez être connecté. Votre session a expiré : reconnectez-vous pour publier vos photos.
        </p>
      ) : null}
      <p>Connectez-vous pour partager vos photos du congrès avec les autres participants.</p>
      <Link className="button" to={SITE_ROUTES.login}>
        Se connecter
      </Link>
    </section>
  );
}
