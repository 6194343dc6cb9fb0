import { SATISFACTION_NOT_PARTICIPANT, SITE_ROUTES } from '@congres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountKey, dataOf, failureOf } from '../../../lib/query-client';
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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
  const send = async (answers: Record<string, number | string>) => {
    setPending(true);
    setError(null);
    const result = await postAnswers(token, { questionnaireId: questionnaire.id, answers });
    setPending(false);
    // A 409 "déjà répondu" is an answer too: the page then shows the thanks.
    if (result.ok || result.status === 409) await client.invalidateQueries({ queryKey: [SATISFACTION_KEY] });
    if (!result.ok) setError(result.message);
    else window.scrollTo({ top: 0 });
  };
  return (
    <>
      <h2 className="satisfaction-title">{questionnaire.title}</h2>
      <SatisfactionForm
        questionnaire={questionnaire}
        pending={pending}
        error={error}
        onSubmit={(answers) => void send(answers)}
      />
    </>
  );
}
