import type { CalendarFeedStatus } from '@congres/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { frenchDate } from '../../lib/french';
import { parisDate } from '../../lib/paris-time';
import { failureOf } from '../../lib/query-client';
import { useSharedSubmit } from '../../lib/use-shared-submit';
import {
  calendarAddressKey,
  renewCalendarAddress,
  revokeCalendarAddress,
  useCalendarAddress,
  webcalUrl,
} from './api/calendar-address-api';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; createdAt: string | null; url: string | null };

const frenchDay = (iso: string) => frenchDate(parisDate(Date.parse(iso)));

/**
 * The signed-in attendee's calendar address (decision 061): a secret address the phone's
 * calendar subscribes to, which then shows the starred slots and follows later changes. The
 * server keeps only its hash: it is shown once, when made; a new one replaces the old.
 */
export function CalendarAddress({ token }: { token: string }) {
  const client = useQueryClient();
  const query = useCalendarAddress(token);
  // The address itself, shown only in the visit that made it (the server keeps its hash).
  const [made, setMade] = useState<string | null>(null);
  // The copy's message; the two buttons' messages are the submission's.
  const [copied, setCopied] = useState('');
  // Creating and deleting share one busy state and one message.
  const submission = useSharedSubmit();
  const busy = submission.locked;
  const notice = copied !== '' ? copied : (submission.error ?? submission.success ?? '');

  const failure = failureOf(query);
  const state: State =
    query.data !== undefined
      ? { status: 'ready', createdAt: query.data.createdAt, url: query.data.createdAt === null ? null : made }
      : failure !== null
        ? { status: 'error', message: failure.message }
        : { status: 'loading' };
  const retry = () => void client.resetQueries({ queryKey: calendarAddressKey(token) });
  const show = (status: CalendarFeedStatus, url: string | null) => {
    client.setQueryData(calendarAddressKey(token), status);
    setMade(url);
  };

  // The copied notice goes with the call (not with a tap the lock refuses).
  const renew = () =>
    submission.run(
      () => {
        setCopied('');
        return renewCalendarAddress(token);
      },
      ({ createdAt, url }) => {
        show({ active: true, createdAt }, url);
        return 'Votre nouvelle adresse d’agenda est prête.';
      },
    );
  const revoke = () =>
    submission.run(
      () => {
        setCopied('');
        return revokeCalendarAddress(token);
      },
      () => {
        show({ active: false, createdAt: null }, null);
        return 'Adresse supprimée : votre agenda ne recevra plus votre programme.';
      },
    );
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Adresse copiée.');
    } catch {
      setCopied('La copie a été refusée : sélectionnez l’adresse et copiez-la à la main.');
    }
  };

  return (
    <section className="card my-programme__section" aria-labelledby="calendar-address">
      <h2 id="calendar-address">Mon programme dans l’agenda du téléphone</h2>
      <p>
        Abonnez l’agenda de votre téléphone à une adresse personnelle : il y affiche les créneaux de votre programme, et
        ceux que vous ajoutez ensuite à sa prochaine mise à jour. Gardez cette adresse pour vous.
      </p>
      {state.status === 'loading' ? <p role="status">Chargement de votre adresse d’agenda…</p> : null}
      {state.status === 'error' ? (
        <div className="alert alert--error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Réessayer
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && state.url !== null ? (
        <>
          <label htmlFor="calendar-address-url">Adresse d’abonnement</label>
          <input
            id="calendar-address-url"
            className="calendar-address__url"
            readOnly
            value={state.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="calendar-address__actions">
            <button type="button" className="button" onClick={() => void copy(state.url ?? '')}>
              Copier l’adresse
            </button>
            <a className="button button--secondary" href={webcalUrl(state.url)}>
              Ouvrir dans l’agenda du téléphone
            </a>
          </div>
        </>
      ) : null}
      {state.status === 'ready' && state.url === null && state.createdAt !== null ? (
        <p>
          Vous avez une adresse d’agenda depuis le {frenchDay(state.createdAt)}. Elle n’est montrée qu’au moment où elle
          est créée : pour la voir ici, créez-en une nouvelle (l’ancienne cessera de fonctionner).
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <div className="calendar-address__actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={renew}>
            {state.createdAt === null ? 'Créer mon adresse d’agenda' : 'Remplacer par une nouvelle adresse'}
          </button>
          {state.createdAt !== null ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={revoke}>
              Supprimer l’adresse
            </button>
          ) : null}
        </div>
      ) : null}
      <p role="status" aria-live="polite">
        {notice}
      </p>
    </section>
  );
}
