import { describe, expect, it } from 'vitest';
import { isClientRoute } from '../src/site-routes.js';

describe('isClientRoute', () => {
  it.each([
    '/',
    '/programme',
    '/repas',
    '/vos-photos',
    '/reset-password/abc123',
    '/login/',
    '/mon-compte',
    '/mon-programme',
    '/signalements',
    '/mentions-legales',
    '/confidentialite',
    '/contenu/quizz',
    '/contenu/programme/s-abc123',
  ])('knows %s', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });
  it.each([
    '/nulle-part',
    '/reset-password',
    '/reset-password/a/b',
    '/programmes',
    '/api/photos',
    '/contenu/programme/a/b',
  ])('refuses %s', (path) => {
    expect(isClientRoute(path)).toBe(false);
  });
});
