import type { ContentProblem } from '@congres/contracts';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { saveFile } from '../../../lib/download-file';
import { useSharedSubmit } from '../../../lib/use-shared-submit';
import { exportContent, importContent } from '../api/content-files-api';

/**
 * "Exporter le contenu" (the published content and its images, one zip) and "Importer" (an
 * exported zip, checked whole by the server, published as one new version after a
 * confirmation), decision 089. Each problem of a refused archive is listed, in French.
 */
export function TransferPanel({ token, onImported }: { token: string; onImported: (version: number) => void }) {
  const id = useId();
  // Exporting and importing share one busy state and one message.
  const submission = useSharedSubmit();
  const busy = submission.locked;
  // The refused archive's problems, listed under the failure's message.
  const [problems, setProblems] = useState<ContentProblem[]>([]);
  const [chosen, setChosen] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const outcome =
    submission.error !== null
      ? { kind: 'error', text: submission.error, problems }
      : submission.success !== null
        ? { kind: 'success', text: submission.success, problems: [] }
        : null;

  const onExport = () =>
    submission.run(
      () => exportContent(token),
      (file) => {
        saveFile(file);
        return `Contenu exporté : ${file.fileName}.`;
      },
    );

  const onImport = () => {
    if (chosen === null) return;
    setConfirming(false);
    submission.send(async () => {
      const result = await importContent(token, chosen);
      setProblems(result.ok ? [] : result.problems);
      // The import's own reading gives no status (its problems are the answer): useSubmit reads the message.
      if (!result.ok) return { ok: false, message: result.message, status: 0 };
      onImported(result.reply.version);
      return { ok: true, data: `Contenu importé : la version ${result.reply.version} est publiée.` };
    });
  };

  return (
    <>
      <p className="field__hint">
        L’export donne un fichier .zip du contenu publié et de ses images, à garder ou à importer sur un autre site (le
        congrès de l’an prochain, par exemple).
      </p>
      <div className="content-editor__buttons">
        <button type="button" className="button button--secondary" disabled={busy} onClick={onExport}>
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
          onConfirm={onImport}
        />
      ) : null}
    </>
  );
}
