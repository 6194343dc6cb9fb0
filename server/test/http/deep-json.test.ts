import { JSON_MAX_DEPTH, JSON_TOO_DEEP } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../src/http/json-depth.js';
import { signIn } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// JSON bodies nested deeper than any payload of the site (decision 106): one parser for the whole
// API scans the text before parsing it, so every route answers the same French 400, never a 500.

/** `depth` arrays, one inside the other, around `inner`. */
const nestedArrays = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
/** `depth` objects, one inside the other, each `{"a": …}`. */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the depth of JSON text, scanned before parsing', () => {
  it('counts arrays and objects, up to the limit and not beyond', () => {
    expect(nestsDeeperThan(nestedArrays(JSON_MAX_DEPTH), JSON_MAX_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nestedArrays(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nestedObjects(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`[{"a":[{"b":[]}]},[[]]]`, 5)).toBe(false);
    expect(nestsDeeperThan(`[{"a":[{"b":[[]]}]}]`, 5)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ title: '['.repeat(1000) }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ title: `\\"${'{'.repeat(1000)}\\"` }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['"', '\\', '{[']), 1)).toBe(false);
    // A string closed, then real brackets: counted again.
    expect(nestsDeeperThan(`["\\"", [[]]]`, 2)).toBe(true);
  });
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('a body nested thousands deep', () => {
  // As deep as each route's body limit lets a body be: 16 KB for a form, more for a signature.
  it.each([
    ['login_check', '/api/login_check', nestedArrays(7_000)],
    ['register', '/api/register', nestedObjects(2_500)],
    ['a signature', '/api/attendance/matin/signatures', `{"code":"123456","signature":${nestedArrays(10_000)}}`],
  ])('gets the French 400 at %s, never a 500', async (_route, url, payload) => {
    const res = await post(url, payload, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(JSON_TOO_DEEP));
  });

  it('is refused before the route reads it: without a token too', async () => {
    const res = await post('/api/login_check', nestedObjects(JSON_MAX_DEPTH + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(JSON_TOO_DEEP));
  });

  it('leaves the other refusals of a body as they were', async () => {
    const invalid = await post('/api/login_check', '{"email": ');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual(errorBody('Le corps de la requête n’est pas un JSON valide.'));
    const poisoned = await post('/api/login_check', '{"__proto__": {"admin": true}}');
    expect(poisoned.statusCode).toBe(400);
    // A body at the limit is parsed and reaches the route's own schema.
    const deepButAllowed = await post('/api/login_check', nestedArrays(JSON_MAX_DEPTH));
    expect(deepButAllowed.statusCode).toBe(400);
    expect(deepButAllowed.json()).toEqual(errorBody('Le corps de la requête est invalide : envoyez un objet JSON.'));
  });
});
