import { ItinerariesPage } from '../../features/itineraries/itineraries-page';

export default function Route() {
  return <ItinerariesPage />;
}
