import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * The /api routes that answer without waiting for the content (decision 116), as they did when
 * each route added the readiness by hand: most read no version; the stars and a certificate's check
 * read the stored one as it is. Every other /api route, a new one included,
 * waits for version 1 to be stored, or gives the French 503 while there is no seed.
 */
export const ROUTES_WITHOUT_CONTENT: ReadonlySet<string> = new Set([
  '/api/health',
  // Accounts, sessions and tickets.
  '/api/register',
  '/api/login_check',
  '/api/logout',
  '/api/forgot-password',
  '/api/reset-password/:token',
  '/api/account',
  '/api/account/export',
  '/api/download-tickets',
  '/api/events',
  '/api/events/ticket',
  // Photos, their uploads, the wall and moderation.
  '/api/photos',
  '/api/photos/:id',
  '/api/photos/:id/report',
  '/api/photos/:id/reports',
  '/api/photos/archive',
  '/api/upload-photo',
  '/api/upload-tickets',
  '/api/uploads',
  '/api/uploads/:id',
  '/api/uploads/:id/outcome',
  '/api/wall',
  '/api/wall/review',
  '/api/wall/photos/:id',
  '/api/wall/screens/:screenId',
  '/api/reports',
  // Files sent for a draft: stored before any version names them.
  '/api/content/images',
  '/api/content/slides',
  '/api/announcements',
  '/api/announcements/:id',
  '/api/figures',
  '/api/organisers',
  '/api/organisers/:id',
  '/api/programme/stars',
  '/api/programme/calendar',
  // Awaits app.content.ready() itself, after the address: an unknown one is a 404 whatever the content's state.
  '/api/programme/agenda/:file',
  '/api/certificates/:code',
]);

/**
 * Registers the content's readiness once for every route under /api but those above: the last
 * of the route's preHandlers, so that a request is still authorised, rate-limited and validated
 * first, and an unknown or refused one gets the same answer whatever the content's state.
 */
export function contentReadyOnApiRoutes(app: FastifyInstance): void {
  const contentReady = () => app.content.ready();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (ROUTES_WITHOUT_CONTENT.has(route.url)) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    // A new array: the GET's HEAD twin is made from the options as they were, and gets its own call.
    route.preHandler = [...own, contentReady];
  });
}
