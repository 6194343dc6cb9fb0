// The meals (spec section 2): Thursday's dinner at a harbour café, Friday's food-truck lunch.
import dinnerPlan from './images/plan-diner.svg?no-inline';
import type { MapPicture, MapPoint } from './map-point';

export interface Menu {
  starter: string;
  main: string;
  dessert: string;
}

export interface Dinner {
  day: string;
  time: string;
  place: string;
  menu: Menu;
  website: string;
  phone: string;
  /** The phone number as dialled, for the tel: link. */
  phoneHref: string;
  address: string;
  point: MapPoint;
  plan: MapPicture;
}

export interface Lunch {
  day: string;
  time: string;
  place: string;
  /** A single choice between the two menus. */
  menus: { normal: Menu; vegetarian: Menu };
  /** The drink: water, still or sparkling. */
  water: string[];
}

export const DINNER: Dinner = {
  day: 'Jeudi 22 mai',
  time: '20h',
  place: 'Le Café des Bassins', // PLACEHOLDER: invented harbour café
  menu: {
    starter: 'Huîtres du bassin d’Arcachon ou velouté de petits pois', // PLACEHOLDER
    main: 'Filet de maigre, risotto crémeux au citron', // PLACEHOLDER
    dessert: 'Canelé bordelais et sa crème anglaise', // PLACEHOLDER
  },
  website: 'https://cafe-des-bassins.example.org', // PLACEHOLDER
  phone: '05 56 00 00 00', // PLACEHOLDER
  phoneHref: 'tel:+33556000000', // PLACEHOLDER
  address: 'Quai Armand Lalande, 33300 Bordeaux', // PLACEHOLDER
  point: { lat: 44.8663, lon: -0.5531 }, // PLACEHOLDER
  // PLACEHOLDER: a drawn plan; replace the file with the organiser's own (600 × 450).
  plan: {
    src: dinnerPlan,
    alt: 'Plan du quartier : depuis l’arrêt Bassins à flot du tram B, suivre le quai Armand Lalande vers l’est ; le café est au bord du bassin, à 4 minutes à pied.',
    width: 600,
    height: 450,
  },
};

export const LUNCH: Lunch = {
  day: 'Vendredi 23 mai',
  time: '13h',
  place: 'Food truck sur le parvis de l’institut', // PLACEHOLDER: the spec says "a food truck"
  menus: {
    normal: {
      starter: 'Salade de lentilles et magret fumé', // PLACEHOLDER
      main: 'Burger de bœuf de Bazas, frites maison', // PLACEHOLDER
      dessert: 'Tarte aux fraises', // PLACEHOLDER
    },
    vegetarian: {
      starter: 'Taboulé aux herbes fraîches', // PLACEHOLDER
      main: 'Burger de galette de pois chiches, frites maison', // PLACEHOLDER
      dessert: 'Tarte aux fraises', // PLACEHOLDER
    },
  },
  water: ['plate', 'pétillante'],
};
