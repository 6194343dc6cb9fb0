import type { ContentVersionSummary } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatParisDateTime } from '../../../lib/paris-time';
import { dataOf, failureOf, useInvalidateOnLiveEvents } from '../../../lib/query-client';
import { getVersions } from '../api/content-api';
import { describeChange } from '../change-summary';
import { VERSIONS_KEY } from '../use-content-editor';

/**
 * "Historique des versions": each publication, what it changed, and the way back to it, on the
 * newest version shown when the organiser chose it (decision 101).
 */
export function VersionHistory(props: { busy: boolean; onRestore: (version: number, baseVersion: number) => void }) {
  const { busy, onRestore } = props;
  const query = useQuery({ queryKey: VERSIONS_KEY, queryFn: () => dataOf(getVersions()) });
  // Another organiser's publication shows here without a reload.
  useInvalidateOnLiveEvents(['content-published'], VERSIONS_KEY);
  const [confirming, setConfirming] = useState<{ version: number; base: number } | null>(null);
  const failure = failureOf(query);
  if (query.data === undefined) {
    if (failure === null) return <p role="status">Chargement de l’historique…</p>;
    return (
      <div className="alert alert--error" role="alert">
        <p>{failure.message}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          Réessayer
        </button>
      </div>
    );
  }
  const [current] = query.data;
  return (
    <>
      <ol className="content-editor__list">
        {query.data.map((entry) => (
          <VersionEntry
            key={entry.version}
            entry={entry}
            isCurrent={entry === current}
            busy={busy}
            onRestore={() => setConfirming({ version: entry.version, base: current?.version ?? entry.version })}
          />
        ))}
      </ol>
      {confirming !== null ? (
        <ConfirmDialog
          title={`Revenir à la version ${confirming.version} ?`}
          message={`Le contenu de la version ${confirming.version} sera publié de nouveau, comme une nouvelle version. Le brouillon en cours n’est pas modifié.`}
          confirmLabel="Revenir à cette version"
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            onRestore(confirming.version, confirming.base);
            setConfirming(null);
          }}
        />
      ) : null}
    </>
  );
}

function VersionEntry(props: {
  entry: ContentVersionSummary;
  isCurrent: boolean;
  busy: boolean;
  onRestore: () => void;
}) {
  const { entry, isCurrent, busy, onRestore } = props;
  return (
    <li className="card content-editor__version">
      <h3>
        Version {entry.version}
        {isCurrent ? ' (en ligne)' : ''}
      </h3>
      <p>Publiée le {formatParisDateTime(entry.publishedAt)} (heure de Bordeaux).</p>
      {entry.restoredFrom !== null ? <p>Retour à la version {entry.restoredFrom}.</p> : null}
      {entry.note !== null && entry.note !== '' ? <p>Note : {entry.note}</p> : null}
      {entry.changes.length === 0 ? (
        <p>Aucun changement au programme.</p>
      ) : (
        <ul>
          {entry.changes.map((change, index) => (
            <li key={index}>{describeChange(change)}</li>
          ))}
        </ul>
      )}
      {isCurrent ? null : (
        <button type="button" className="button button--secondary" disabled={busy} onClick={onRestore}>
          Revenir à cette version
          <span className="visually-hidden"> {entry.version}</span>
        </button>
      )}
    </li>
  );
}
