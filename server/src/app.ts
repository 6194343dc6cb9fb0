import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CongressContent } from '@congres/contracts';
import type { Config } from './config/config.js';
import { clientErrorHandler } from './http/client-errors.js';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.js';
import { boundedJsonBodies } from './http/json-body-parser.js';
import { withRedactedUrls } from './http/request-log.js';
import { recordRouteMethods } from './http/route-methods.js';
import { schemaController } from './http/schema-compilers.js';
import { compression } from './plugins/external/compression.js';
import { crossOriginRequests } from './plugins/external/cors.js';
import { rateLimiting } from './plugins/external/rate-limit.js';
import { securityHeaders } from './plugins/external/security-headers.js';
import authPlugin from './plugins/auth/auth-plugin.js';
import databasePlugin from './plugins/database/database-plugin.js';
import evidenceRetention from './domain/evidence/evidence-plugin.js';
import { databaseIdentity } from './plugins/database/open-database.js';
import livePlugin from './plugins/live/live-plugin.js';
import mailPlugin from './plugins/mail/mail-plugin.js';
import photosPlugin from './domain/photos/photos-plugin.js';
import uploadsPlugin from './domain/uploads/uploads-plugin.js';
import satisfactionRemindersPlugin from './domain/satisfaction/satisfaction-plugin.js';
import roomPlugin from './domain/room/room-plugin.js';
import contentPlugin from './domain/content/content-plugin.js';
import apiRoutes from './routes/api/index.js';
import { calendarFiles } from './web/calendar-files.js';
import { clientApp } from './web/client-app.js';
import { historyFeed } from './web/history-feed.js';
import { contentSeedSource } from './web/content-seed.js';
import { shareTargetFallback } from './web/share-target.js';
import { thumbnailFiles } from './web/thumbnail-cache.js';
import { photoFiles } from './web/photo-files-route.js';
import { slideFiles } from './web/slide-files-route.js';
import { contentImageFiles } from './web/content-images-route.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** What buildApp may be given besides its settings. */
export interface AppOptions {
  /** The content's version 1 (decision 079), for tests; by default the build's server entry gives it. */
  contentSeed?: CongressContent;
}

/** JSON bodies are small forms; uploads set their own, larger limit. */
const JSON_BODY_LIMIT = 16 * 1024;

/**
 * Builds the whole application without listening: external plugins, then the domain,
 * then the routes. Tests call it with their own config and use `inject()`.
 */
export async function buildApp(
  config: Config,
  logger: FastifyServerOptions['logger'] = false,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedUrls(logger),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Room for a mangled reset link, so it gets the French "lien invalide" answer, not a bare 414.
    routerOptions: { maxParamLength: 512 },
    frameworkErrors,
    clientErrorHandler,
    // Requests in flight finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    requestTimeout: 120_000,
    // Unknown fields are dropped by the schemas rather than refused.
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: false } },
    schemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  contentSeedSource(app, options.contentSeed);
  // Before any route: the 405's Allow header and the CORS preflights read what it records.
  recordRouteMethods(app);
  registerErrorHandler(app);
  // The API takes JSON (and multipart on the upload route) only: a text/plain body gets the
  // French 415 rather than reaching a schema as a bare string.
  app.removeContentTypeParser('text/plain');
  // JSON nested deeper than any payload of the site gets a French 400 before it is parsed (decision 106).
  boundedJsonBodies(app);

  await securityHeaders(app);
  await crossOriginRequests(app);
  await compression(app);
  await rateLimiting(app, { site: databaseIdentity(config) });

  // The domain: database first, then what builds on it.
  await app.register(databasePlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(photosPlugin);
  await app.register(uploadsPlugin);
  await app.register(livePlugin);
  await app.register(contentPlugin);
  await app.register(roomPlugin);
  await app.register(evidenceRetention);
  await app.register(satisfactionRemindersPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  await photoFiles(app);
  await slideFiles(app);
  contentImageFiles(app);
  await thumbnailFiles(app);
  await shareTargetFallback(app);
  await calendarFiles(app);
  await historyFeed(app);
  await clientApp(app, { clientDir: config.clientDir });

  return app;
}
