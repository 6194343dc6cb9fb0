import { SATISFACTION_NOT_PARTICIPANT, SITE_ROUTES } from '@congres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { accountKey, dataOf, failureOf } from '../../../lib/query-client';
import { useSubmit } from '../../../lib/use-submit';
import { formatParisDateTime } from '../../../lib/paris-time';
import { getSatisfaction, postAnswers, SATISFACTION_KEY } from '../api/satisfaction-api';
import { SatisfactionForm } from './satisfaction-form';
import './satisfaction.css';

/**
 * The satisfaction questionnaire (decision 094): the form while it is open and not answered,
 * else when it opens, or the thanks once this account has answered. An account that signed no
 * half-day is told why it may not answer and what to do, instead of a form it cannot send (decision 105).
 */
export function SatisfactionPage({ token }: { token: string }) {
  const client = useQueryClient();
  const queryKey = [SATISFACTION_KEY, accountKey(token)];
  const query = useQuery({ queryKey, queryFn: () => dataOf(getSatisfaction(token)) });
  // What the form sends: the submission reads it when it calls.
  const sent = useRef<Parameters<typeof postAnswers>[1] | null>(null);
  const form = useSubmit(
    async () => {
      const result = await postAnswers(token, sent.current!);
      // A 409 "déjà répondu" is an answer too: the page then shows the thanks (and the message).
      if (result.ok || result.status === 409) await client.invalidateQueries({ queryKey: [SATISFACTION_KEY] });
      return result;
    },
    {
      onSuccess: () => {
        window.scrollTo({ top: 0 });
        return undefined;
      },
    },
  );

  if (query.data === undefined) {
    const failure = failureOf(query);
    return failure === null ? (
      <p role="status">Chargement du questionnaire…</p>
    ) : (
      <p className="alert alert--error" role="alert">
        {failure.message}
      </p>
    );
  }
  const { questionnaire, open, answered, participant } = query.data;
  if (answered) {
    return (
      <div className="card satisfaction-thanks" role="status">
        <h2>Merci pour vos réponses !</h2>
        <p>
          Elles sont bien enregistrées, de façon anonyme. Elles aideront les organisateurs à préparer la prochaine
          édition.
        </p>
        <Link to={SITE_ROUTES.quizz}>Retour aux quiz</Link>
      </div>
    );
  }
  if (!open) {
    return (
      <p className="card">
        Le questionnaire ouvrira le {formatParisDateTime(questionnaire.opensAt)} (heure de Bordeaux) : revenez sur cette
        page à ce moment-là.
      </p>
    );
  }
  if (!participant) {
    return (
      <div className="card" role="status">
        <p>{SATISFACTION_NOT_PARTICIPANT}</p>
        <Link to={SITE_ROUTES.quizz}>Retour aux quiz</Link>
      </div>
    );
  }
  return (
    <>
      <h2 className="satisfaction-title">{questionnaire.title}</h2>
      <SatisfactionForm
        questionnaire={questionnaire}
        pending={form.pending}
        error={form.error}
        onSubmit={(answers) => {
          sent.current = { questionnaireId: questionnaire.id, answers };
          void form.submit();
        }}
      />
    </>
  );
}
