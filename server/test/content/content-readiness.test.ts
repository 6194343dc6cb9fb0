import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_UNAVAILABLE } from '../../src/domain/content/content-readiness.js';
import { ROUTES_WITHOUT_CONTENT } from '../../src/routes/api/content-readiness.js';
import { UNKNOWN_FEED } from '../../src/routes/api/programme/calendar-file.js';
import { bearer, makeOrganiser } from '../moderation/support.js';
import { newMember } from '../gallery/support/sign-in.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The content's readiness is registered once for /api (decision 116): every route but the listed
// ones waits for version 1 to be stored, after its own checks. An app started without a seed
// stays in the window before that (the French 503), as published-versions.test.ts does.

interface Route {
  path: string;
  methods: string[];
  preHandler: string[];
}

/** Every route of the app with its preHandlers' names, from Fastify's own printed tree. */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: { column: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, includeHooks: true }).split('\n')) {
    const node = /^([│ ]*(?:[├└]── )?)(\S.*) \(([A-Z, ]+)\)$/.exec(line);
    if (node !== null) {
      const [, indent = '', segment = '', methods = ''] = node;
      while ((parents.at(-1)?.column ?? -1) >= indent.length) parents.pop();
      const path = (parents.at(-1)?.path ?? '') + segment;
      parents.push({ column: indent.length, path });
      routes.push({ path, methods: methods.split(', '), preHandler: [] });
      continue;
    }
    const hooks = /• \(preHandler\) (\[.*\])$/.exec(line)?.[1];
    const route = routes.at(-1);
    if (hooks !== undefined && route !== undefined) route.preHandler = JSON.parse(hooks) as string[];
  }
  return routes;
}

let t: TestApp;
let organiser: string;
let attendee: string;

beforeAll(async () => {
  t = await startTestApp();
  const member = await newMember(t.app, 'Org Anisateur');
  await makeOrganiser(t.app, member.id);
  organiser = member.token;
  attendee = (await newMember(t.app, 'Camille Participante')).token;
});
afterAll(async () => {
  await t.close();
});

describe('the content’s readiness, registered once for /api', () => {
  it('is the last preHandler of every /api route but those that never waited for it', () => {
    const api = registeredRoutes(t.app).filter((route) => route.path.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(70);
    for (const { path, methods, preHandler } of api) {
      const where = `${methods.join(', ')} ${path}`;
      if (ROUTES_WITHOUT_CONTENT.has(path)) expect(preHandler, where).not.toContain('contentReady()');
      else {
        // After the route's own checks (the session, the role, the rate limit), once.
        expect(preHandler.at(-1), where).toBe('contentReady()');
        expect(
          preHandler.filter((name) => name === 'contentReady()'),
          where,
        ).toHaveLength(1);
      }
    }
    // No entry left behind by a route that moved or went.
    const paths = new Set(api.map((route) => route.path));
    expect([...ROUTES_WITHOUT_CONTENT].filter((path) => !paths.has(path))).toEqual([]);
  });

  it('answers the French 503 once the request is otherwise allowed, as each route did by itself', async () => {
    const requests = [
      { method: 'GET', url: '/api/content' },
      { method: 'HEAD', url: '/api/content' },
      { method: 'GET', url: '/api/satisfaction/published' },
      { method: 'GET', url: '/api/satisfaction', headers: bearer(attendee) },
      { method: 'GET', url: '/api/attendance', headers: bearer(organiser) },
      { method: 'GET', url: '/api/content/draft', headers: bearer(organiser) },
    ] as const;
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      if (request.method === 'GET') expect(res.json(), request.url).toEqual(errorBody(CONTENT_UNAVAILABLE));
    }
  });

  it('leaves the refusals before it as they were: no session, not an organiser, a bad body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance', headers: bearer(attendee) })).statusCode).toBe(
      403,
    );
    const badBody = await t.app.inject({
      method: 'POST',
      url: '/api/satisfaction/answers',
      headers: bearer(attendee),
      payload: { answers: 'aucune' },
    });
    expect(badBody.statusCode).toBe(400);
  });

  it('leaves the routes without content as they were, and the agenda checks its address first', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/announcements' })).statusCode).toBe(200);
    const agenda = await t.app.inject({ method: 'GET', url: '/api/programme/agenda/inconnue.ics' });
    expect(agenda.statusCode).toBe(404);
    expect(agenda.json()).toEqual(errorBody(UNKNOWN_FEED));
  });

  it('keeps the pages that read the content waiting for it too', async () => {
    for (const url of ['/congres.ics', '/programme/historique.atom']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(503);
    }
  });
});
