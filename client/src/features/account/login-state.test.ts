import { describe, expect, it } from 'vitest';
import { returnToFromState } from './login-state';

describe('returnToFromState', () => {
  it('comes back to the page that asked (the attendance signing page, with its code)', () => {
    expect(returnToFromState({ returnTo: '/emargement/signer?demi-journee=matin&code=AB12' })).toBe(
      '/emargement/signer?demi-journee=matin&code=AB12',
    );
  });

  it('goes home when nothing asked, or what asked is not one of the site’s own paths', () => {
    expect(returnToFromState(undefined)).toBe('/');
    expect(returnToFromState({ email: 'a@b.fr' })).toBe('/');
    expect(returnToFromState({ returnTo: '//ailleurs.example/piege' })).toBe('/');
    expect(returnToFromState({ returnTo: '/\\ailleurs.example' })).toBe('/');
    expect(returnToFromState({ returnTo: 'https://ailleurs.example' })).toBe('/');
    expect(returnToFromState({ returnTo: 42 })).toBe('/');
  });
});
