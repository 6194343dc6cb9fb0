import { TableScroll } from '../../../components/ui/table-scroll';
import type { HalfDaySummary } from '@congres/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ActionNotice, type Notice } from '../../../components/ui/action-notice';
import { saveFile } from '../../../lib/download-file';
import { useSharedSubmit } from '../../../lib/use-shared-submit';
import { formatParisTime } from '../../../lib/paris-time';
import { failureOf } from '../../../lib/query-client';
import { attendanceKeys, downloadSheet, openHalfDay } from '../api/attendance-api';
import { useAttendanceDetail } from '../api/use-attendance';
import { halfDayState, presencesRecorded, screenPath } from '../public/half-day-words';
import { CloseDialog } from './close-dialog';
import { RecordForm } from './record-form';

const timesOf = (halfDay: HalfDaySummary) =>
  `${formatParisTime(Date.parse(halfDay.startsAt))} – ${formatParisTime(Date.parse(halfDay.endsAt))}`;

/**
 * One half-day on /emargement: its times and state, "Ouvrir" or "Clore et signer", the room's
 * screen, the sheet as PDF and CSV, a participant without a phone, and the live list of who signed.
 */
export function HalfDayPanel({ token, halfDay }: { token: string; halfDay: HalfDaySummary }) {
  const id = useId();
  const client = useQueryClient();
  const detail = useAttendanceDetail(token, halfDay.id);
  const [closing, setClosing] = useState(false);
  // Opening and the two downloads share one busy state and one message; closing has its dialog.
  const submission = useSharedSubmit();
  const busy = submission.locked;
  const [closed, setClosed] = useState<Notice>(null);
  const notice: Notice =
    closed ??
    (submission.error !== null
      ? { kind: 'error', text: submission.error }
      : submission.success !== null
        ? { kind: 'success', text: submission.success }
        : null);
  const refresh = () => client.invalidateQueries({ queryKey: attendanceKeys.all });

  const onOpen = () =>
    submission.send(async () => {
      setClosed(null);
      const result = await openHalfDay(token, halfDay.id);
      void refresh();
      return result.ok
        ? { ok: true, data: `Émargement ouvert : ${halfDay.label}. Affichez le QR code dans la salle.` }
        : result;
    });
  const onDownload = (format: 'pdf' | 'csv') =>
    submission.run(
      () => {
        setClosed(null);
        return downloadSheet(token, halfDay.id, format);
      },
      (file) => {
        saveFile(file);
        return `Feuille téléchargée : ${file.fileName}.`;
      },
    );

  const data = detail.data;
  const failure = failureOf(detail);
  const state = halfDayState(halfDay.open, data?.closedAt);
  return (
    <section className="card attendance-half-day" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="attendance-half-day__title">
        {halfDay.label} <span className="attendance-half-day__times">{timesOf(halfDay)}</span>
      </h2>
      <p className={`attendance-half-day__state attendance-half-day__state--${halfDay.open ? 'open' : 'closed'}`}>
        État : {state}
        {data?.trainerSignedAt
          ? ` (signée par le responsable à ${formatParisTime(Date.parse(data.trainerSignedAt))})`
          : ''}
      </p>
      <div className="attendance-half-day__actions">
        {halfDay.open ? (
          <>
            <Link className="button" to={screenPath(halfDay.id)} target="_blank">
              Afficher le QR code dans la salle
            </Link>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => setClosing(true)}>
              Clore et signer
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={onOpen}>
            {data?.openedAt ? 'Rouvrir l’émargement' : 'Ouvrir l’émargement'}
          </button>
        )}
        {data?.trainerSignedAt ? (
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => onDownload('pdf')}
            >
              Feuille en PDF
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => onDownload('csv')}
            >
              Feuille en CSV
            </button>
          </>
        ) : null}
      </div>
      {data !== undefined && !data.trainerSignedAt ? (
        <p className="field__hint">
          La feuille d’émargement se télécharge (PDF et CSV) une fois la demi-journée close et signée.
        </p>
      ) : null}
      <ActionNotice notice={notice} />
      {closing && data !== undefined ? (
        <CloseDialog
          token={token}
          halfDayId={halfDay.id}
          label={halfDay.label}
          trainer={data.trainer}
          onCancel={() => setClosing(false)}
          onDone={() => {
            setClosing(false);
            setClosed({ kind: 'success', text: `Émargement clos et signé : ${halfDay.label}.` });
            void refresh();
          }}
        />
      ) : null}
      <h3 className="attendance-half-day__subtitle">Signatures</h3>
      {failure !== null ? (
        <p className="alert alert--error" role="alert">
          {failure.message}
        </p>
      ) : data === undefined ? (
        <p role="status">Chargement des signatures…</p>
      ) : (
        <>
          <p role="status" className="attendance-half-day__count">
            {presencesRecorded(data.signatures.length)}
          </p>
          {data.signatures.length > 0 ? (
            <TableScroll label={`Signatures : ${halfDay.label}`}>
              <table className="attendance-half-day__table">
                <caption className="visually-hidden">Signatures : {halfDay.label}</caption>
                <thead>
                  <tr>
                    <th scope="col">Participant</th>
                    <th scope="col">Heure</th>
                    <th scope="col">Enregistrée par</th>
                  </tr>
                </thead>
                <tbody>
                  {data.signatures.map((entry) => (
                    <tr key={entry.id}>
                      <td>{entry.name}</td>
                      <td>{formatParisTime(Date.parse(entry.signedAt))}</td>
                      <td>{entry.recordedBy ?? 'Le participant'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </>
      )}
      {halfDay.open ? <RecordForm token={token} halfDayId={halfDay.id} onDone={() => void refresh()} /> : null}
    </section>
  );
}
