import { HomePage } from '../../features/home/home-page';

export default function Route() {
  return <HomePage />;
}
