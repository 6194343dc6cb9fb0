import { Page } from '../../components/ui/page';
import { VerificationForm } from '../../features/certificates/components/verification-form';

/** /verification: whether a certificate's or an attendance sheet's code is genuine (decision 095). */
export default function Route() {
  return (
    <Page title="Vérifier une attestation">
      <p>
        Chaque attestation de formation et chaque feuille de présence porte un code. Saisissez-le pour savoir si le
        document a bien été délivré par ce site : seuls l’intitulé de la formation et sa date sont indiqués.
      </p>
      <VerificationForm />
    </Page>
  );
}
