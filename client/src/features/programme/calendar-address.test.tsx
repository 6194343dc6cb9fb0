import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../test/fake-token';
import { renderWithQueries } from '../../test/render-with-queries';
import { json, stubFetch } from '../../test/stub-network';
import { CalendarAddress } from './calendar-address';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CalendarAddress', () => {
  it('says when the address could not be read, and reads it again by itself when the network comes back', async () => {
    let online = false;
    stubFetch(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return json({ active: true, createdAt: '2025-05-20T08:00:00.000Z' });
    });
    renderWithQueries(<CalendarAddress token={fakeToken()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pas de réponse du serveur');

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/^Vous avez une adresse d’agenda depuis le 20 mai 2025\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
