import { describe, expect, it } from 'vitest';
import { tokenWithPayload as token } from '../test/fake-token';
import { decodeToken } from './session';

const NOW = Date.UTC(2025, 4, 23, 8, 0, 0);
const valid = { sub: '12', username: 'Zoé Lefèvre', email: 'zoe@exemple.fr', exp: NOW / 1000 + 3600 };

describe('decodeToken', () => {
  it('reads the user, an organiser’s role included, with the accents of the name', () => {
    expect(decodeToken(token({ ...valid, role: 'organiser' }), NOW)).toEqual({
      id: '12',
      username: 'Zoé Lefèvre',
      email: 'zoe@exemple.fr',
      role: 'organiser',
      exp: valid.exp,
    });
  });

  it('treats any other or missing role as an attendee (the server checks the role on every action)', () => {
    expect(decodeToken(token({ ...valid, role: 'attendee' }), NOW)?.role).toBe('attendee');
    expect(decodeToken(token(valid), NOW)?.role).toBe('attendee');
    expect(decodeToken(token({ ...valid, role: 'admin' }), NOW)?.role).toBe('attendee');
    expect(decodeToken(token({ ...valid, role: ['organiser'] }), NOW)?.role).toBe('attendee');
  });

  it('refuses an expired token, and one without an id, a name or an expiry', () => {
    expect(decodeToken(token({ ...valid, exp: NOW / 1000 }), NOW)).toBeNull();
    const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));
    for (const payload of [without('sub'), without('username'), without('exp'), { ...valid, sub: 12 }]) {
      expect(decodeToken(token(payload), NOW)).toBeNull();
    }
  });

  it('refuses what is not a token', () => {
    for (const raw of ['', 'pas-un-jeton', 'a.b.c', 'a.%%%.c', `a.${btoa('[1,2]')}.c`]) {
      expect(decodeToken(raw, NOW)).toBeNull();
    }
  });
});
