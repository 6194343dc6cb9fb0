/**
 * The client's routes (spec section 2). The client's router and the server's history
 * fallback both read this list, so a route cannot exist on one side only.
 */
export const SITE_ROUTES = {
  home: '/',
  programme: '/programme',
  /** The published versions of the content and what changed in each (decision 083). */
  programmeHistory: '/programme/historique',
  repas: '/repas',
  itineraire: '/itineraire',
  presentation: '/presentation',
  quizz: '/quizz',
  photos: '/vos-photos',
  sitemap: '/sitemap',
  login: '/login',
  signin: '/signin',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  account: '/mon-compte',
  myProgramme: '/mon-programme',
  reports: '/signalements',
  /** The organisers' home: the day at a glance, live, and every organisers' tool (decision 109). */
  organisation: '/organisation',
  /** The organisers' figures of the day (decision 064). */
  figures: '/chiffres',
  /** The organisers' content editor (decision 081). */
  content: '/contenu',
  /** One part of the editor, "/contenu/quizz", and one programme slot alone (decision 108). */
  contentPart: '/contenu/:part',
  contentSlot: '/contenu/programme/:slotId',
  announcements: '/annonces',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  /** The projector's photo wall (decision 063): not in the sitemap, no header nor footer. */
  wall: '/mur',
  /** Whether a certificate's or a sheet's code is genuine (decision 095): anyone, client-rendered. */
  verification: '/verification',
  /** A QCM written in the site (decision 093), opened from /quizz in a new tab. */
  quizForm: '/quizz/:id',
  /** The organisers' QCM results (decision 093). */
  quizResults: '/quizz/resultats',
  /** The satisfaction questionnaire (decision 094), reached from /quizz. */
  satisfaction: '/quizz/satisfaction',
  /** The organisers' results of the questionnaire (decision 094). */
  satisfactionResults: '/quizz/satisfaction/resultats',
  /** The organisers' attendance of the half-days (decision 092). */
  attendance: '/emargement',
  /** The room's screen with the attendance QR code (decision 092): no header nor footer. */
  attendanceScreen: '/emargement/ecran',
  /** Where the QR code takes an attendee's phone (ATTENDANCE_SIGN_PAGE in training.ts). */
  attendanceSign: '/emargement/signer',
  /** The questions and polls of a session (decision 118): `?seance={slotId}`, else the one on now. */
  questions: '/questions',
  /** The room's screen of a session's questions and polls: open to anyone like /mur, no header nor footer. */
  questionsScreen: '/questions/ecran',
} as const;

/**
 * Where the installed app receives photos shared from the phone (the manifest's share_target,
 * decision 054); its service worker takes the POST. One that reaches the server instead (the
 * worker not in control) is sent to the gallery with this flag, which then says the photos did
 * not arrive (decision 073).
 */
export const SHARE_TARGET = { path: '/vos-photos/partage', lostParam: 'partage', lostValue: 'perdu' } as const;

/**
 * The information pages: complete in their HTML (readable with scripts off) and kept by the
 * service worker, so that they reload offline after one visit (decisions 020 and 021).
 */
export const INFORMATION_ROUTES: readonly string[] = [
  SITE_ROUTES.home,
  SITE_ROUTES.programme,
  SITE_ROUTES.repas,
  SITE_ROUTES.itineraire,
  SITE_ROUTES.presentation,
  SITE_ROUTES.quizz,
  SITE_ROUTES.sitemap,
  SITE_ROUTES.legalNotice,
  SITE_ROUTES.privacy,
];

/**
 * Every route whose page `npm run build` renders to HTML: the information pages, and the
 * static shell (header, title, form or loading state, footer) of these interactive ones. A
 * route added here is prerendered, served with its own document and precached; a route with
 * a parameter, or one whose first view depends on who is signed in (/mon-compte,
 * /signalements, /contenu), stays client-rendered. The programme's history is rendered by the
 * server with its versions from the seed on (decision 107): the build's file is its fallback.
 */
export const PRERENDERED_ROUTES: readonly string[] = [
  ...INFORMATION_ROUTES,
  SITE_ROUTES.programmeHistory,
  SITE_ROUTES.photos,
  SITE_ROUTES.announcements,
  SITE_ROUTES.login,
  SITE_ROUTES.signin,
  SITE_ROUTES.forgotPassword,
];

/**
 * Prerendered pages that are of use only once their script runs (the account forms): their
 * script starts at once, announced in their HTML, where the others wait for the first paint.
 * The gallery is no longer one: the server renders its first page into the document (decision
 * 040), so its thumbnails paint first and its code follows, as on an information page.
 */
export const SCRIPT_FIRST_ROUTES: readonly string[] = [
  SITE_ROUTES.login,
  SITE_ROUTES.signin,
  SITE_ROUTES.forgotPassword,
];

/** The page of the build with no content: what every other client route gets (and offline). */
export const SHELL_FILE = 'shell.html';

/**
 * The build's file that holds a prerendered route's document: `/` is `index.html`, `/repas`
 * is `repas.html` (the name the service worker looks a clean URL up by).
 */
export function prerenderedFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

const patterns = Object.values(SITE_ROUTES).map((route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));

/** Whether a path is one of the client's routes (a trailing slash is tolerated). */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
