import type { DownloadKind } from '@congres/contracts';
import { useId } from 'react';
import { startDownload } from '../../lib/start-download';
import { useSubmit } from '../../lib/use-submit';
import './fields.css';

const STARTED_MESSAGE = 'Le téléchargement a commencé (un fichier .zip).';

/** A button that downloads a zip (the account's data, or every photo for organisers). */
export function DownloadButton({ token, download, label }: { token: string; download: DownloadKind; label: string }) {
  const id = useId();
  const start = useSubmit(() => startDownload(token, download), { onSuccess: () => STARTED_MESSAGE });

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => void start.submit()}
        disabled={start.locked}
        aria-describedby={id}
      >
        {start.pending ? 'Préparation…' : label}
      </button>
      <div id={id} aria-live="polite">
        {start.success !== null ? <p className="field__hint">{start.success}</p> : null}
        {start.error !== null ? (
          <p className="alert alert--error" role="alert">
            {start.error}
          </p>
        ) : null}
      </div>
    </>
  );
}
