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
  ])('knows %s', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });
  it.each(['/nulle-part', '/reset-password', '/reset-password/a/b', '/programmes', '/api/photos'])(
    'refuses %s',
    (path) => {
      expect(isClientRoute(path)).toBe(false);
    },
  );
});
