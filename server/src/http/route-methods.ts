import type { FastifyInstance, HTTPMethods } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods each path answers, from the routes as they are registered. */
    routeMethods: RouteMethods;
  }
}

export interface RouteMethods {
  /** The methods a path answers (GET also means HEAD), sorted; empty for a path no route serves. */
  allowedFor(pathname: string): string[];
  /** Paths answered without a route of their own (the app's history fallback). */
  addMatcher(matches: (pathname: string) => boolean, methods: string[]): void;
}

/** A route URL as a pattern: `:param` is one path segment, `*` anything. */
function patternOf(url: string): RegExp {
  const escaped = url.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[A-Za-z0-9_]+/g, '[^/]+').replace(/\*/g, '.*')}$`);
}

/**
 * Records every route's path and methods as it is registered (an onRoute hook, so it must be
 * set up before any route), for the 405 answer's Allow header and the CORS preflights. New
 * routes join by being registered: no list of methods to keep up to date by hand.
 */
export function recordRouteMethods(app: FastifyInstance): void {
  const exact = new Map<string, Set<string>>();
  const matchers: { matches: (pathname: string) => boolean; methods: Set<string> }[] = [];
  const add = (methods: Set<string>, method: HTTPMethods | HTTPMethods[]) => {
    for (const one of Array.isArray(method) ? method : [method]) methods.add(one);
  };

  app.addHook('onRoute', (route) => {
    // @fastify/cors answers OPTIONS on every path through a catch-all route: not a resource.
    if (route.url === '*' || route.url === '/*') return;
    // OPTIONS is answered on every path (method-not-allowed.ts adds it to Allow): a route of its
    // own (the tus discovery) is no other method of that path.
    if (route.method === 'OPTIONS') return;
    if (/[:*]/.test(route.url)) {
      const pattern = patternOf(route.url);
      const methods = new Set<string>();
      add(methods, route.method);
      matchers.push({ matches: (pathname) => pattern.test(pathname), methods });
      return;
    }
    const methods = exact.get(route.url) ?? new Set<string>();
    add(methods, route.method);
    exact.set(route.url, methods);
  });

  app.decorate('routeMethods', {
    allowedFor(pathname) {
      const allowed = new Set(exact.get(pathname));
      for (const matcher of matchers) {
        if (matcher.matches(pathname)) for (const method of matcher.methods) allowed.add(method);
      }
      if (allowed.has('GET')) allowed.add('HEAD');
      return [...allowed].sort();
    },
    addMatcher(matches, methods) {
      matchers.push({ matches, methods: new Set(methods) });
    },
  } satisfies RouteMethods);
}
