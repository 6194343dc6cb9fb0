import type { Organiser } from '@congres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ActionNotice, type Notice } from '../../../components/ui/action-notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { accountKey, dataOf, failureOf } from '../../../lib/query-client';
import { useSubmit } from '../../../lib/use-submit';
import { addOrganiser, getOrganisers, ORGANISER_EMAIL_MISSING, removeOrganiser } from '../api/team-api';
import './team.css';

const TEAM_KEY = 'organisers';

/**
 * "Équipe" on /contenu (decision 085): who holds the organiser role, adding an account by its
 * email, withdrawing the role after a confirmation. The server checks the role and refuses to
 * withdraw the last organiser; its French messages are shown as they come.
 */
export function TeamSection({ token }: { token: string }) {
  const id = useId();
  const client = useQueryClient();
  const queryKey = [TEAM_KEY, accountKey(token)];
  const query = useQuery({ queryKey, queryFn: () => dataOf(getOrganisers(token)) });
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<Organiser | null>(null);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const me = accountKey(token);

  const form = useSubmit(() => addOrganiser(email, token), {
    check: () => (email.trim() === '' ? ORGANISER_EMAIL_MISSING : null),
    onSuccess: async (added) => {
      setEmail('');
      await client.invalidateQueries({ queryKey });
      return `${added.name} (${added.email}) fait partie de l’équipe : ses menus d’organisateur apparaissent à sa prochaine connexion.`;
    },
  });

  const remove = async (organiser: Organiser) => {
    setRemoving(true);
    const result = await removeOrganiser(organiser.id, token);
    setRemoving(false);
    setConfirming(null);
    if (result.ok) {
      setNotice({
        kind: 'success',
        text:
          String(organiser.id) === me
            ? 'Vous n’êtes plus organisateur : vos prochaines actions d’organisateur seront refusées.'
            : `${organiser.name} n’est plus organisateur (effet immédiat).`,
      });
    } else setNotice({ kind: 'error', text: result.message });
    await client.invalidateQueries({ queryKey });
  };

  const failure = failureOf(query);
  return (
    <section className="team-section" aria-labelledby="contenu-equipe">
      <h2 id="contenu-equipe">Équipe</h2>
      <p>
        Les organisateurs modifient le contenu, publient les annonces, modèrent les photos et le mur. Pour ajouter
        quelqu’un, la personne crée d’abord son compte sur le site (page « Inscription »), puis vous saisissez son email
        ici.
      </p>
      {query.data === undefined ? (
        failure === null ? (
          <p role="status">Chargement de l’équipe…</p>
        ) : (
          <div className="alert alert--error" role="alert">
            <p>{failure.message}</p>
            <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
              Réessayer
            </button>
          </div>
        )
      ) : (
        <ul className="team-section__list">
          {query.data.map((organiser) => (
            <li key={organiser.id} className="card team-section__member">
              <p>
                <strong>{organiser.name}</strong>
                {String(organiser.id) === me ? ' (vous)' : ''}
                <br />
                {organiser.email}
              </p>
              <button
                type="button"
                className="button button--secondary"
                disabled={removing}
                aria-label={`Retirer le rôle d’organisateur de ${organiser.name} (${organiser.email})`}
                onClick={() => setConfirming(organiser)}
              >
                Retirer
              </button>
            </li>
          ))}
        </ul>
      )}
      <ActionNotice notice={notice} />
      <form className="card team-section__form" onSubmit={(event) => void form.submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email du compte à ajouter</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={form.error !== null || undefined}
            aria-describedby={form.error !== null ? `${id}-erreur` : undefined}
          />
        </div>
        <div aria-live="polite">
          {form.error !== null ? (
            <p id={`${id}-erreur`} className="alert alert--error" role="alert">
              {form.error}
            </p>
          ) : null}
          {form.success !== null ? <p className="alert alert--success">{form.success}</p> : null}
        </div>
        <button type="submit" className="button" disabled={form.locked}>
          {form.pending ? 'Ajout…' : 'Ajouter à l’équipe'}
        </button>
      </form>
      {confirming !== null ? (
        <ConfirmDialog
          title={
            String(confirming.id) === me
              ? 'Quitter l’équipe des organisateurs ?'
              : `Retirer ${confirming.name} de l’équipe ?`
          }
          message={
            String(confirming.id) === me
              ? 'Vous garderez votre compte, mais vous ne pourrez plus modifier le contenu, publier d’annonce ni modérer. Seul un autre organisateur pourra vous rendre ce rôle.'
              : `${confirming.name} (${confirming.email}) garde son compte, mais ne pourra plus modifier le contenu, publier d’annonce ni modérer, dès sa prochaine action.`
          }
          confirmLabel="Retirer le rôle"
          busy={removing}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void remove(confirming)}
        />
      ) : null}
    </section>
  );
}
