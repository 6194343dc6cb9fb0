// Recommended transport to the venue (spec section 2). Times are Bordeaux local time and are
// written exactly as the spec gives them.
import type { MapPoint } from './map-point';
import { EVENT } from './event';

export const PRIVATE_BUS = {
  time: '7h15',
  meetingPoint: 'Gare Saint-Jean, parvis Belcier (sortie Belcier)', // PLACEHOLDER: spec says "the station"
};

export const BUS_LINES = [
  { line: '39', stop: 'Institut santé' }, // PLACEHOLDER stop
  { line: '77', stop: 'Institut santé' }, // PLACEHOLDER stop
  { line: '1', stop: 'Pellegrin' }, // PLACEHOLDER stop
];

export const TRAM = { line: 'B', stop: 'Saint-Augustin' }; // PLACEHOLDER stop

export const TRAIN = {
  line: 'F41',
  departures: ['7H03', '7h33', '8h03'],
  from: 'Gare Saint-Jean', // PLACEHOLDER
  to: 'Gare de Mérignac-Arlac', // PLACEHOLDER
};

/** How the way from the station to the venue is signposted. */
export const SIGNAGE =
  'Un fléchage « Congrès santé » vous guide de la gare jusqu’à l’entrée de l’institut (environ 10 minutes à pied).'; // PLACEHOLDER

/** Where the "Depuis …" directions start (the seed's `itineraries.directionsFrom`). */
export const SAINT_JEAN_STATION: MapPoint = { lat: 44.8259, lon: -0.5566 };
export const MERIGNAC_AIRPORT: MapPoint = { lat: 44.8283, lon: -0.7156 };

/** The driving directions between two points on openstreetmap.org (the itinerary page's links). */
export const directionsUrl = (from: MapPoint, to: MapPoint) =>
  `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${from.lat}%2C${from.lon}%3B${to.lat}%2C${to.lon}`;

/** The two external map links of the spec. */
export const MAP_LINKS = [
  { label: 'Depuis la gare Saint-Jean', href: directionsUrl(SAINT_JEAN_STATION, EVENT.venue.point) },
  { label: 'Depuis l’aéroport de Bordeaux-Mérignac', href: directionsUrl(MERIGNAC_AIRPORT, EVENT.venue.point) },
];
