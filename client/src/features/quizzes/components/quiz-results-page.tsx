import { TableScroll } from '../../../components/ui/table-scroll';
import { sharePercent, type PhaseScoreBody, type Share } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKey, dataOf, failureOf } from '../../../lib/query-client';
import { downloadQuizResultsCsv, getQuizResults } from '../api/quiz-api';
import { PrizeRankingPanel } from '../prize/prize-ranking-panel';
import '../quiz.css';

const percent = (share: Share | null) => {
  const value = sharePercent(share);
  return value === null ? '—' : `${value} % (${share?.right}/${share?.answered})`;
};
const score = (value: PhaseScoreBody | null) => (value === null ? '—' : `${value.score}/${value.total}`);
const gain = (points: number | null) => (points === null ? '—' : `${points > 0 ? '+' : ''}${points} points`);

/** The organisers' QCM results (decision 093): per question, per objective, per participant; a CSV of all. */
export function QuizResultsPage({ token }: { token: string }) {
  const query = useQuery({
    queryKey: ['quiz', 'results', accountKey(token)],
    queryFn: () => dataOf(getQuizResults(token)),
  });
  const [csvProblem, setCsvProblem] = useState<string | null>(null);
  const failure = failureOf(query);
  const results = query.data;
  if (results === undefined) {
    if (failure === null) return <p role="status">Chargement des résultats…</p>;
    return (
      <p className="alert alert--error" role="alert">
        {failure.message}
      </p>
    );
  }
  return (
    <div className="quiz-results">
      <p>
        La part de bonnes réponses avant et après la formation, question par question et par objectif, et le score de
        chaque participant. Une réponse est juste quand elle coche exactement les bonnes propositions.
      </p>
      <button type="button" className="button" onClick={() => void downloadQuizResultsCsv(token).then(setCsvProblem)}>
        Télécharger les résultats (CSV)
      </button>
      {csvProblem === null ? null : (
        <p className="alert alert--error" role="alert">
          {csvProblem}
        </p>
      )}
      <section className="card" aria-labelledby="quiz-results-questions">
        <h2 id="quiz-results-questions">Par question</h2>
        {results.questions.length === 0 ? (
          <p>Aucune question écrite dans le site pour l’instant.</p>
        ) : (
          <TableScroll label="Résultats par question">
            <table>
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Objectif</th>
                  <th scope="col">Avant</th>
                  <th scope="col">Après</th>
                </tr>
              </thead>
              <tbody>
                {results.questions.map((question) => (
                  <tr key={question.id}>
                    <th scope="row">{question.text}</th>
                    <td>{question.objective}</td>
                    <td>{percent(question.before)}</td>
                    <td>{percent(question.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <section className="card" aria-labelledby="quiz-results-objectives">
        <h2 id="quiz-results-objectives">Par objectif</h2>
        <TableScroll label="Résultats par objectif">
          <table>
            <thead>
              <tr>
                <th scope="col">Objectif</th>
                <th scope="col">Avant</th>
                <th scope="col">Après</th>
                <th scope="col">Gain</th>
              </tr>
            </thead>
            <tbody>
              {results.objectives.map((objective) => (
                <tr key={objective.objective}>
                  <th scope="row">{objective.objective}</th>
                  <td>{percent(objective.before)}</td>
                  <td>{percent(objective.after)}</td>
                  <td>{gain(objective.gain)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section className="card" aria-labelledby="quiz-results-participants">
        <h2 id="quiz-results-participants">Par participant</h2>
        {results.participants.length === 0 ? (
          <p>Personne n’a encore répondu.</p>
        ) : (
          <TableScroll label="Résultats par participant">
            <table>
              <thead>
                <tr>
                  <th scope="col">Participant</th>
                  <th scope="col">Score avant</th>
                  <th scope="col">Score après</th>
                </tr>
              </thead>
              <tbody>
                {results.participants.map((participant, index) => (
                  <tr key={`${participant.name}-${index}`}>
                    <th scope="row">{participant.name}</th>
                    <td>{score(participant.before)}</td>
                    <td>{score(participant.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      <PrizeRankingPanel token={token} />
    </div>
  );
}
