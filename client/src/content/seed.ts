// The congress's content as version 1 of the published content (decisions 079 and 082): the
// facts of the files beside this one, in the shape of the contracts' CongressContent. The pages
// render it first (prerendered HTML and hydration), then the newest published version.
import { slotId, type CongressContent } from '@congres/contracts';
import { CONTACT } from './contact';
import { EVENT, ORGANISATION_ABBREVIATION, ORGANISATION_NAME } from './event';
import { HOME_CAROUSEL } from './home-carousel';
import { BUS_LINES, DIRECTIONS_FROM, PRIVATE_BUS, SIGNAGE, TRAIN, TRAM } from './itineraries';
import { LEGAL_NOTICE, PRIVACY_POLICY } from './legal';
import { DINNER, LUNCH } from './meals';
import { PARTNERS } from './partners';
import { PROGRAMME, PROGRAMME_ENDS_AT } from './programme';
import { QUIZZES } from './quizzes';
import { SITE_LOGO } from './site-logo';

export function contentSeed(): CongressContent {
  return {
    event: {
      title: EVENT.title,
      organisationName: ORGANISATION_NAME,
      organisationAbbreviation: ORGANISATION_ABBREVIATION,
      dateIso: EVENT.dateIso,
      dateLabel: EVENT.dateLabel,
      meetingTime: EVENT.meetingTime,
      intro: [...EVENT.intro],
      venue: { ...EVENT.venue, plan: { ...EVENT.venue.plan } },
    },
    // Slot ids "01" … "18", as stars, calendar files and links already name them.
    programme: PROGRAMME.map((entry, index) => ({ id: slotId(index), ...entry, cancelled: false })),
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
      directionsFrom: DIRECTIONS_FROM.map((from) => ({ label: from.label, point: { ...from.point } })),
    },
    quizzes: QUIZZES.map((quiz) => ({ ...quiz })),
    partners: PARTNERS.map((partner) => ({
      name: partner.name,
      logo: { src: partner.logo, alt: '', width: 270, height: 60 },
    })),
    contact: { name: CONTACT.name, address: [...CONTACT.address], email: CONTACT.email, phone: CONTACT.phone },
    home: { carousel: HOME_CAROUSEL.map((image) => ({ ...image })) },
    legal: {
      notice: LEGAL_NOTICE.map((section) => ({ ...section })),
      privacy: PRIVACY_POLICY.map((section) => ({ ...section })),
    },
    logo: { src: SITE_LOGO, alt: '', width: 48, height: 48 },
  };
}
