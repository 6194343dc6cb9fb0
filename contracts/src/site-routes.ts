/**
 * The client's routes (spec section 2). The client's router and the server's history
 * fallback both read this list, so a route cannot exist on one side only.
 */
export const SITE_ROUTES = {
  home: '/',
  programme: '/programme',
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
  reports: '/signalements',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
} as const;

const patterns = Object.values(SITE_ROUTES).map((route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`));

/** Whether a path is one of the client's routes (a trailing slash is tolerated). */
export function isClientRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
