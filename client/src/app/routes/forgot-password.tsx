import { Page } from '../../components/ui/page';

export default function Route() {
  return <Page title="Mot de passe oublié">{null}</Page>;
}
