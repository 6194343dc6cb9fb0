import type { ReportedPhoto, ReportedPhotoList } from '@congres/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionNotice, type Notice } from '../../../components/ui/action-notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DownloadButton } from '../../../components/ui/download-button';
import { deletePhoto } from '../../photos/public/delete-photo';
import { de } from '../../../lib/french';
import { formatParisDateTime } from '../../../lib/paris-time';
import { photoUrl, thumbnailUrl } from '../../photos/public/photo-urls';
import { failureOf } from '../../../lib/query-client';
import { keepPhoto, reportsKey, useReports } from '../api/reports-api';
import './reports.css';

type State =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; reported: ReportedPhotoList };

/** "Signalements" for organisers: each reported photo, its reports, keep it or delete it; the archive. */
export function ReportsPage({ token }: { token: string }) {
  const client = useQueryClient();
  const query = useReports(token);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ReportedPhoto | null>(null);

  const failure = failureOf(query);
  const state: State =
    query.data !== undefined
      ? { status: 'ready', reported: query.data }
      : failure !== null
        ? { status: 'error', message: failure.message }
        : { status: 'loading' };

  /** Takes a handled photo off the page, with what was done. */
  const settle = (photoId: number, text: string) => {
    client.setQueryData<ReportedPhotoList>(reportsKey(token), (shown) =>
      shown?.filter((entry) => entry.photo.id !== photoId),
    );
    setNotice({ kind: 'success', text });
  };

  const act = async (entry: ReportedPhoto, action: 'keep' | 'delete') => {
    setBusy(entry.photo.id);
    const result =
      action === 'keep' ? await keepPhoto(entry.photo.id, token) : await deletePhoto(entry.photo.id, token);
    setBusy(null);
    setToDelete(null);
    if (result.ok) {
      settle(
        entry.photo.id,
        action === 'keep'
          ? `Photo ${de(entry.photo.username)} conservée : ses signalements sont classés.`
          : `Photo ${de(entry.photo.username)} supprimée de la galerie.`,
      );
      return;
    }
    if (result.status === 404) settle(entry.photo.id, 'Cette photo avait déjà été supprimée.');
    else setNotice({ kind: 'error', text: result.message });
  };

  if (state.status === 'loading') return <p role="status">Chargement des signalements…</p>;
  if (state.status === 'error') {
    return (
      <p className="alert alert--error" role="alert">
        {state.message}
      </p>
    );
  }
  return (
    <div className="reports">
      <ActionNotice notice={notice} className="reports__notice" />
      <section aria-labelledby="reports-list">
        <h2 id="reports-list">Photos signalées</h2>
        {state.reported.length === 0 ? (
          <p className="reports__empty">Aucun signalement en attente.</p>
        ) : (
          <ul className="reports__list">
            {state.reported.map((entry) => (
              <ReportedPhotoCard
                key={entry.photo.id}
                entry={entry}
                busy={busy === entry.photo.id}
                onKeep={() => void act(entry, 'keep')}
                onDelete={() => setToDelete(entry)}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="reports-archive">
        <h2 id="reports-archive">Archive des photos</h2>
        <p>
          Toutes les photos publiées, en un seul fichier .zip : chacune nommée par sa date et son auteur, avec leur
          liste (manifest.csv).
        </p>
        <DownloadButton token={token} download="photo-archive" label="Télécharger toutes les photos" />
      </section>
      {toDelete !== null ? (
        <ConfirmDialog
          title="Supprimer cette photo ?"
          message={`La photo publiée par ${toDelete.photo.username} disparaîtra de la galerie pour tout le monde. Cette action est définitive.`}
          confirmLabel="Supprimer"
          busy={busy === toDelete.photo.id}
          onConfirm={() => void act(toDelete, 'delete')}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </div>
  );
}

function ReportedPhotoCard({
  entry,
  busy,
  onKeep,
  onDelete,
}: {
  entry: ReportedPhoto;
  busy: boolean;
  onKeep: () => void;
  onDelete: () => void;
}) {
  const { photo, reports } = entry;
  const headingId = `reported-${photo.id}`;
  return (
    <li className="card reports__item" aria-labelledby={headingId}>
      <a href={photoUrl(photo)} target="_blank" rel="noreferrer" className="reports__photo">
        <img
          src={thumbnailUrl(photo)}
          width={photo.thumbWidth}
          height={photo.thumbHeight}
          alt={`Photo publiée par ${photo.username} (ouvrir en grand)`}
          loading="lazy"
        />
      </a>
      <div className="reports__details">
        <h3 id={headingId}>
          Photo {de(photo.username)} · {reports.length} signalement{reports.length > 1 ? 's' : ''}
        </h3>
        <p className="reports__meta">Publiée le {formatParisDateTime(photo.createdAt)}</p>
        <ul className="reports__reasons">
          {reports.map((report) => (
            <li key={`${report.username}-${report.createdAt}`}>
              <p className="reports__reason">{report.reason}</p>
              <p className="reports__meta">
                {report.username}, le {formatParisDateTime(report.createdAt)}
              </p>
            </li>
          ))}
        </ul>
        <div className="reports__actions">
          <button type="button" className="button button--secondary" onClick={onKeep} disabled={busy}>
            Conserver la photo
          </button>
          <button type="button" className="button button--danger" onClick={onDelete} disabled={busy}>
            Supprimer la photo
          </button>
        </div>
      </div>
    </li>
  );
}
