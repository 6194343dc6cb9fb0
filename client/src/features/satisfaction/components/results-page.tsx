import { satisfactionLine, type SatisfactionQuestionResult } from '@congres/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ActionNotice, type Notice } from '../../../components/ui/action-notice';
import { failureOf } from '../../../lib/query-client';
import { useSubmit } from '../../../lib/use-submit';
import { SATISFACTION_PUBLISHED_KEY, SATISFACTION_RESULTS_KEY, setPublication } from '../api/satisfaction-api';
import { useSatisfactionResults } from '../public/use-satisfaction-results';
import { SCALE_LABELS } from './satisfaction-form';
import './satisfaction.css';

/**
 * The organisers' results (decision 094): the rate, each question's distribution as a table
 * with bars, the free texts; publish or withdraw the rate on the site. No names, no times.
 */
export function ResultsPage({ token }: { token: string }) {
  const client = useQueryClient();
  const query = useSatisfactionResults(token);
  const publication = useSubmit(() => setPublication(token, !query.data?.published), {
    onSuccess: (published) => {
      void client.invalidateQueries({ queryKey: [SATISFACTION_RESULTS_KEY] });
      void client.invalidateQueries({ queryKey: [SATISFACTION_PUBLISHED_KEY] });
      return published.published
        ? `Publié sur la page des quiz : « ${satisfactionLine(published)} ».`
        : 'Le taux de satisfaction n’est plus affiché sur le site.';
    },
  });
  const { error, success } = publication;
  const notice: Notice =
    error !== null ? { kind: 'error', text: error } : success !== null ? { kind: 'success', text: success } : null;

  if (query.data === undefined) {
    const failure = failureOf(query);
    return failure === null ? (
      <p role="status">Chargement des résultats…</p>
    ) : (
      <p className="alert alert--error" role="alert">
        {failure.message}
      </p>
    );
  }
  const results = query.data;
  return (
    <div className="satisfaction-results">
      <section className="card" aria-labelledby="satisfaction-taux">
        <h2 id="satisfaction-taux">{results.title}</h2>
        <p className="satisfaction-results__figure">{satisfactionLine(results)}</p>
        <p className="field__hint">
          Le taux est la part des réponses de 4 ou 5 sur 5 à la première question notée (la satisfaction globale).
          {results.published ? ' Il est affiché sur la page des quiz.' : ' Il n’est pas encore affiché sur le site.'}
        </p>
        <button
          type="button"
          className="button"
          disabled={publication.locked}
          onClick={() => void publication.submit()}
        >
          {results.published ? 'Retirer le taux du site' : 'Publier le taux sur le site'}
        </button>
        <ActionNotice notice={notice} />
      </section>
      {results.questions.map((question) => (
        <QuestionResult key={question.id} question={question} />
      ))}
    </div>
  );
}

function QuestionResult({ question }: { question: SatisfactionQuestionResult }) {
  const headingId = `resultat-${question.id}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h3 id={headingId}>{question.label}</h3>
      <p className="field__hint">
        {question.answered} réponse{question.answered > 1 ? 's' : ''}
      </p>
      {question.kind === 'text' ? (
        question.texts.length === 0 ? (
          <p>Aucune réponse écrite pour le moment.</p>
        ) : (
          <ul className="satisfaction-results__texts">
            {question.texts.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )
      ) : (
        <table className="satisfaction-results__table">
          <caption className="visually-hidden">Répartition des réponses : {question.label}</caption>
          <thead>
            <tr>
              <th scope="col">Réponse</th>
              <th scope="col">Nombre</th>
              <th scope="col">Part</th>
            </tr>
          </thead>
          <tbody>
            {question.counts.map(({ value, count }) => {
              const share = question.answered === 0 ? 0 : Math.round((100 * count) / question.answered);
              return (
                <tr key={value}>
                  <th scope="row">
                    {question.kind === 'scale' ? `${value} – ${SCALE_LABELS[Number(value)] ?? ''}` : value}
                  </th>
                  <td>{count}</td>
                  <td>
                    <span className="satisfaction-results__bar" aria-hidden="true">
                      <span style={{ width: `${share}%` }} />
                    </span>
                    {share} %
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
