import type { ContentProblem } from '@congres/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { saveFile } from '../../../lib/download-file';
import { exportContent, importContent } from '../api/content-files-api';

type Outcome = { kind: 'success' | 'error'; text: string; problems: ContentProblem[] } | null;

/**
 * "Exporter le contenu" (the published content and its images, one zip) and "Importer" (an
 * exported zip, checked whole by the server, published as one new version after a
 * confirmation), decision 089. Each problem of a refused archive is listed, in French.
 */
export function TransferPanel({ token, onImported }: { token: string; onImported: (version: number) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onExport = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await exportContent(token);
    setBusy(false);
    if (!result.ok) {
      setOutcome({ kind: 'error', text: result.message, problems: [] });
      return;
    }
    saveFile(result.data);
    setOutcome({ kind: 'success', text: `Contenu exporté : ${result.data.fileName}.`, problems: [] });
  };

  const onImport = async () => {
    if (chosen === null) return;
    setConfirming(false);
    setBusy(true);
    setOutcome(null);
    const result = await importContent(token, chosen);
    setBusy(false);
    if (!result.ok) {
      setOutcome({ kind: 'error', text: result.message, problems: result.problems });
      return;
    }
    setOutcome({
      kind: 'success',
      text: `Contenu importé : la version ${result.reply.version} est publiée.`,
      problems: [],
    });
    onImported(result.reply.version);
  };

  return (
    <>
      <p className="field__hint">
        L’export donne un fichier .zip du contenu publié et de ses images, à garder ou à importer sur un autre site (le
        congrès de l’an prochain, par exemple).
      </p>
      <div className="content-editor__buttons">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void onExport()}>
          Exporter le contenu
        </button>
      </div>
      <div className="field">
        <label htmlFor={id}>Fichier à importer (.zip donné par « Exporter le contenu »)</label>
        <input
          id={id}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
      <div className="content-editor__buttons">
        <button type="button" className="button" disabled={busy || chosen === null} onClick={() => setConfirming(true)}>
          Importer
        </button>
      </div>
      <div role="status">{busy ? <p>Traitement en cours…</p> : null}</div>
      {outcome === null ? null : (
        <div className={`alert alert--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
          <p>{outcome.text}</p>
          {outcome.problems.length === 0 ? null : (
            <ul>
              {outcome.problems.map((problem, index) => (
                <li key={index}>
                  {problem.path} : {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {confirming && chosen !== null ? (
        <ConfirmDialog
          title="Remplacer le contenu ?"
          message={`Le contenu de « ${chosen.name} » remplacera tout le contenu publié, comme une nouvelle version (l’historique garde les précédentes). Le brouillon en cours n’est pas modifié.`}
          confirmLabel="Importer et publier"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void onImport()}
        />
      ) : null}
    </>
  );
}
