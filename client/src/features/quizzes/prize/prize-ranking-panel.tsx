import { useEffect, useState } from 'react';
import type { PrizeRanking } from '@congres/contracts/room';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatParisTime } from '../../../lib/paris-time';
import { useSharedSubmit } from '../../../lib/use-shared-submit';
import { downloadPrizeRankingCsv, getPrizeRanking, setPodium } from './prize-api';
import './prize.css';
import { ActionNotice, noticeOf } from '../../../components/ui/action-notice';

/**
 * "Remise des prix" for organisers (decision 119): the ranking of the quizzes marked for the
 * prizes (total score, then the earliest to finish), its CSV, and the top three put on (or
 * taken off) the room's screens.
 */
export function PrizeRankingPanel({ token }: { token: string }) {
  const [ranking, setRanking] = useState<PrizeRanking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = useSharedSubmit();
  useEffect(() => {
    void getPrizeRanking(token).then((result) => {
      if (result.ok) setRanking(result.data);
      else setProblem(result.message);
    });
  }, [token]);
  const podium = (shown: boolean) =>
    actions.run(
      () => setPodium(token, shown),
      () => (shown ? 'Podium affiché sur les écrans de la salle.' : 'Podium retiré des écrans de la salle.'),
    );

  return (
    <section className="card" aria-labelledby="prize-ranking-title">
      <h2 id="prize-ranking-title">Remise des prix</h2>
      <p>
        Le classement des quiz cochés « Compte pour la remise des prix » : le score total d’abord, puis la personne qui
        a terminé la première. Sur l’écran de la salle, une personne qui l’a choisi apparaît comme « Participant » suivi
        de son rang ; vous voyez ici son nom.
      </p>
      {problem !== null ? (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      ) : ranking === null ? (
        <p role="status">Chargement du classement…</p>
      ) : ranking.length === 0 ? (
        <p>Aucun participant classé pour l’instant (aucun quiz de la remise des prix, ou aucune réponse).</p>
      ) : (
        <TableScroll label="Classement de la remise des prix">
          <table>
            <thead>
              <tr>
                <th scope="col">Rang</th>
                <th scope="col">Participant</th>
                <th scope="col">Score</th>
                <th scope="col">Terminé à</th>
              </tr>
            </thead>
            <tbody>
              {ranking.map((entry) => (
                <tr key={entry.rank}>
                  <td>{entry.rank}</td>
                  <th scope="row">{entry.name}</th>
                  <td>
                    {entry.score}/{entry.max}
                  </td>
                  <td>{formatParisTime(Date.parse(entry.finishedAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <div className="prize-actions">
        <button type="button" className="button" disabled={actions.locked} onClick={() => podium(true)}>
          Afficher le podium sur l’écran de la salle
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={actions.locked}
          onClick={() => podium(false)}
        >
          Retirer le podium
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void downloadPrizeRankingCsv(token).then((message) => message !== null && setProblem(message))}
        >
          Télécharger le classement (CSV)
        </button>
      </div>
      <ActionNotice notice={noticeOf(actions)} />
    </section>
  );
}
