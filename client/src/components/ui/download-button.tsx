import type { DownloadKind } from '@congres/contracts';
import { useId, useState } from 'react';
import { startDownload } from '../../lib/start-download';
import './fields.css';

/** A button that downloads a zip (the account's data, or every photo for organisers). */
export function DownloadButton({
  token,
  download,
  label,
  onUnauthorized,
}: {
  token: string;
  download: DownloadKind;
  label: string;
  onUnauthorized: () => void;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState(false);

  const start = async () => {
    setPending(true);
    setError(null);
    const result = await startDownload(token, download);
    setPending(false);
    if (result.ok) {
      setStarted(true);
      return;
    }
    if (result.status === 401) onUnauthorized();
    setError(result.message);
  };

  return (
    <>
      <button type="button" className="button" onClick={() => void start()} disabled={pending} aria-describedby={id}>
        {pending ? 'Préparation…' : label}
      </button>
      <div id={id} aria-live="polite">
        {started ? <p className="field__hint">Le téléchargement a commencé (un fichier .zip).</p> : null}
        {error !== null ? (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}
