import { Page } from '../../components/ui/page';

export default function Route() {
  return <Page title="Nouveau mot de passe">{null}</Page>;
}
