import { versionAnchor, versionChangeLines, type ContentVersionSummary } from '@congres/contracts';
import { formatParisDateTime } from '../../../lib/paris-time';
import { useVersions } from '../use-versions';
import './programme-history.css';

export const NO_CHANGES = 'Aucune modification publiée depuis la première version.';
const OFFLINE = 'Pas de connexion : l’historique se lit en ligne. Reconnectez-vous, puis appuyez sur « Réessayer ».';

/** One published version: its number, when, the organisers' note and what changed. */
function VersionEntry({ version }: { version: ContentVersionSummary }) {
  const lines = versionChangeLines(version);
  const headingId = `${versionAnchor(version.version)}-titre`;
  return (
    <li id={versionAnchor(version.version)} className="card programme-history__version">
      <h2 id={headingId} className="programme-history__title">
        Version {version.version}
      </h2>
      <p className="programme-history__date">
        Publiée le <time dateTime={version.publishedAt}>{formatParisDateTime(version.publishedAt)}</time>
      </p>
      {version.note ? <p className="programme-history__note">{version.note}</p> : null}
      {lines.length > 0 ? (
        <ul className="programme-history__changes" aria-labelledby={headingId}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : version.version === 1 ? (
        <p>Première version du programme.</p>
      ) : (
        <p>Aucun créneau du programme n’a changé dans cette version.</p>
      )}
    </li>
  );
}

/** The published versions, newest first (decision 083). */
export function HistoryPage() {
  const state = useVersions();
  if (state.status === 'loading') return <p role="status">Chargement de l’historique…</p>;
  if (state.status === 'error') {
    return (
      <div className="alert alert--error" role="alert">
        <p>{state.offline ? OFFLINE : state.message}</p>
        <button type="button" className="button button--secondary" onClick={state.retry}>
          Réessayer
        </button>
      </div>
    );
  }
  const { versions } = state;
  return (
    <>
      {versions.length <= 1 ? <p>{NO_CHANGES}</p> : null}
      <ol className="programme-history">
        {versions.map((version) => (
          <VersionEntry key={version.version} version={version} />
        ))}
      </ol>
    </>
  );
}
