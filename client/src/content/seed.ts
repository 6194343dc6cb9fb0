// The content modules of this folder as one CongressContent (decision 079): version 1 of the
// content the server stores, given to it by the build's server entry. The modules keep their
// exports for the code that still imports them.
import { slotId, type CongressContent } from '@congres/contracts';
import { CONTACT } from './contact';
import { EVENT, ORGANISATION_ABBREVIATION, ORGANISATION_NAME } from './event';
import { HOME_CAROUSEL } from './home-carousel';
import {
  BUS_LINES,
  MAP_LINKS,
  MERIGNAC_AIRPORT,
  PRIVATE_BUS,
  SAINT_JEAN_STATION,
  SIGNAGE,
  TRAIN,
  TRAM,
} from './itineraries';
import { LEGAL_NOTICE, PRIVACY_POLICY } from './legal';
import { DINNER, LUNCH } from './meals';
import { PARTNERS } from './partners';
import { PROGRAMME, PROGRAMME_ENDS_AT } from './programme';
import { QUIZZES } from './quizzes';
import { satisfactionSeed } from './satisfaction';
import { SITE_LOGO } from './site-logo';
import { seedTraining } from './training';

/** The partners' logos and the site's logo are drawn at these sizes (their SVG's width and height). */
const PARTNER_LOGO_SIZE = { width: 270, height: 60 };
const SITE_LOGO_SIZE = { width: 48, height: 48 };

/** The congress's content as the modules of client/src/content give it: version 1 on the server. */
export function contentSeed(): CongressContent {
  const { venue } = EVENT;
  return {
    event: {
      title: EVENT.title,
      organisationName: ORGANISATION_NAME,
      organisationAbbreviation: ORGANISATION_ABBREVIATION,
      dateIso: EVENT.dateIso,
      dateLabel: EVENT.dateLabel,
      meetingTime: EVENT.meetingTime,
      intro: [...EVENT.intro],
      venue: { name: venue.name, address: venue.address, point: { ...venue.point }, plan: { ...venue.plan } },
    },
    programme: PROGRAMME.map((entry, i) => ({
      id: slotId(i),
      time: entry.time,
      title: entry.title,
      ...(entry.description === undefined ? {} : { description: entry.description }),
      icon: entry.icon,
      cancelled: false,
    })),
    programmeEndsAt: PROGRAMME_ENDS_AT,
    meals: {
      dinner: {
        day: DINNER.day,
        time: DINNER.time,
        menu: { ...DINNER.menu },
        website: DINNER.website,
        phone: DINNER.phone,
        place: { name: DINNER.place, address: DINNER.address, point: { ...DINNER.point }, plan: { ...DINNER.plan } },
      },
      lunch: {
        day: LUNCH.day,
        time: LUNCH.time,
        place: LUNCH.place,
        menus: { normal: { ...LUNCH.menus.normal }, vegetarian: { ...LUNCH.menus.vegetarian } },
        water: [...LUNCH.water],
      },
    },
    itineraries: {
      privateBus: { ...PRIVATE_BUS },
      busLines: BUS_LINES.map((bus) => ({ ...bus })),
      tram: { ...TRAM },
      train: { ...TRAIN, departures: [...TRAIN.departures] },
      signage: SIGNAGE,
      directionsFrom: [SAINT_JEAN_STATION, MERIGNAC_AIRPORT].map((point, i) => ({
        label: MAP_LINKS[i]?.label ?? '',
        point: { ...point },
      })),
    },
    quizzes: QUIZZES.map((quiz) => ({ ...quiz })),
    partners: PARTNERS.map((partner, i) => ({
      name: partner.name,
      // The footer's text of today: the logos are pictures of the names.
      logo: { src: partner.logo, alt: `Logo partenaire ${i + 1}`, ...PARTNER_LOGO_SIZE },
    })),
    contact: { name: CONTACT.name, address: [...CONTACT.address], email: CONTACT.email, phone: CONTACT.phone },
    home: { carousel: HOME_CAROUSEL.map((image) => ({ ...image })) },
    legal: {
      notice: LEGAL_NOTICE.map((section) => structuredClone(section)),
      privacy: PRIVACY_POLICY.map((section) => structuredClone(section)),
    },
    logo: { src: SITE_LOGO, alt: '', ...SITE_LOGO_SIZE },
    training: seedTraining(),
    satisfaction: satisfactionSeed(),
  };
}
