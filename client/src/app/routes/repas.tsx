import { MealsPage } from '../../features/meals/meals-page';

export default function Route() {
  return <MealsPage />;
}
