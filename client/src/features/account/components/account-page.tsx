import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { useAccount } from '../api/use-account';
import { CertificateSection } from './certificate-section';
import { DeleteAccountForm } from './delete-account-form';
import { DownloadButton } from '../../../components/ui/download-button';
import { RenameForm } from './rename-form';
import { PodiumChoiceSection } from '../../quizzes/public/podium-choice';
import './account.css';

/** "Mon compte" for a signed-in visitor: what the site keeps, and what they can do with it. */
export function AccountPage({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  const { state, retry, update } = useAccount(token);

  if (state.status === 'loading') return <p role="status">Chargement de votre compte…</p>;
  if (state.status === 'error') {
    return (
      <div className="alert alert--error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Réessayer
        </button>
      </div>
    );
  }
  const { account } = state;
  return (
    <div className="account">
      <section className="card account__section" aria-labelledby="account-info">
        <h2 id="account-info">Vos informations</h2>
        <dl className="account__facts">
          <dt>Adresse e-mail</dt>
          <dd>{account.email}</dd>
          <dt>Nom affiché sous vos photos</dt>
          <dd>{account.username}</dd>
          <dt>Photos publiées</dt>
          <dd>
            {account.photoCount} · <Link to={SITE_ROUTES.photos}>Voir la galerie</Link>
          </dd>
          {account.role === 'organiser' ? (
            <>
              <dt>Rôle</dt>
              <dd>
                Organisateur · <Link to={SITE_ROUTES.organisation}>Organisation de la journée</Link> (la journée en
                direct et tous vos outils)
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <RenameForm account={account} token={token} onRenamed={update} />
      <section className="card account__section" aria-labelledby="account-export">
        <h2 id="account-export">Télécharger mes données</h2>
        <p>Un fichier .zip avec tout ce que le site garde de vous : votre compte, vos photos et vos signalements.</p>
        <DownloadButton token={token} download="account-export" label="Télécharger mes données" />
      </section>
      <CertificateSection account={account} token={token} />
      <PodiumChoiceSection token={token} />
      <DeleteAccountForm account={account} token={token} onDeleted={onDeleted} />
    </div>
  );
}
