import type { AccountBody } from '@congres/contracts';
import { useId } from 'react';
import { DownloadButton } from '../../../components/ui/download-button';
import { useSubmit } from '../../../lib/use-submit';
import { downloadCertificate } from '../api/download-certificate';

/**
 * "Mon attestation" (decision 095): the participant's completion certificate, made from the
 * half-days they signed that their trainer has closed (decision 103: until then, the server's
 * French 409 says when it will be there, shown here); organisers also download everyone's as one zip.
 */
export function CertificateSection({ account, token }: { account: AccountBody; token: string }) {
  const id = useId();
  const download = useSubmit(() => downloadCertificate(token), {
    onSuccess: () => 'Le téléchargement de votre attestation (PDF) a commencé.',
  });
  return (
    <section className="card account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Mon attestation</h2>
      <p>
        L’attestation de fin de formation indique la durée des demi-journées dont vous avez signé la feuille de
        présence, une fois que le formateur les a closes, et vos résultats aux QCM. Elle porte un code que chacun peut
        vérifier sur la page « Vérifier une attestation ».
      </p>
      <button
        type="button"
        className="button"
        onClick={() => void download.submit()}
        disabled={download.locked}
        aria-describedby={`${id}-messages`}
      >
        {download.pending ? 'Préparation…' : 'Télécharger mon attestation'}
      </button>
      <div id={`${id}-messages`} aria-live="polite">
        {download.success !== null ? <p className="field__hint">{download.success}</p> : null}
        {download.error !== null ? (
          <p className="alert alert--error" role="alert">
            {download.error}
          </p>
        ) : null}
      </div>
      {account.role === 'organiser' ? (
        <>
          <h3>Attestations de tous les participants</h3>
          <DownloadButton token={token} download="certificates" label="Télécharger toutes les attestations" />
        </>
      ) : null}
    </section>
  );
}
