import { Page } from '../../components/ui/page';

export default function Route() {
  return <Page title="Connexion">{null}</Page>;
}
