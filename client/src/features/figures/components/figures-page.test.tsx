import { FIGURES_QUARTERS, PROGRAMME_SLOT_IDS, QUARTER_HOUR_MS, type Figures } from '@congres/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Chiffres from '../../../app/routes/chiffres';
import { TOKEN_KEY } from '../../../lib/session';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { fakeToken } from '../../../test/fake-token';
import { makePhotos } from '../../../test/photos';
import { json, stubFetch } from '../../../test/stub-network';
import { renderWithQueries } from '../../../test/render-with-queries';

beforeEach(() => {
  stubEventSource();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const AT = '2025-05-23T08:20:00.000Z';
function figures(overrides: Partial<Figures> = {}): Figures {
  const last = Math.floor(Date.parse(AT) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  return {
    at: AT,
    accounts: 120,
    photos: 42,
    announcements: 2,
    openReports: 3,
    reportedPhotos: 2,
    screens: 1,
    quarterHours: Array.from({ length: FIGURES_QUARTERS }, (_v, i) => ({
      start: new Date(last - (FIGURES_QUARTERS - 1 - i) * QUARTER_HOUR_MS).toISOString(),
      photos: i === FIGURES_QUARTERS - 1 ? 5 : 0,
    })),
    stars: PROGRAMME_SLOT_IDS.map((slotId) => ({ slotId, accounts: slotId === '02' ? 37 : 0 })),
    ...overrides,
  };
}

function renderPage(role: 'organiser' | 'attendee' | null) {
  if (role !== null) localStorage.setItem(TOKEN_KEY, fakeToken('Alex Orga', { sub: '9', role }));
  const router = createMemoryRouter(
    [
      { path: '/chiffres', element: <Chiffres /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: ['/chiffres'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
}
/** The number shown under a figure's name. */
const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.firstChild?.textContent;

describe('Les chiffres du jour', () => {
  it('invites a visitor who is not signed in to sign in, and asks nothing', () => {
    const calls = stubFetch(() => json(figures()));
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Les chiffres du jour' })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux organisateurs du congrès/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows the server’s French refusal to an attendee', async () => {
    stubFetch(() => json({ message: 'Cette action est réservée aux organisateurs du congrès.' }, 403));
    renderPage('attendee');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette action est réservée aux organisateurs du congrès.',
    );
  });

  it('loads, shows each figure, the chart’s sentence and the slots with their time and title', async () => {
    stubFetch(() => json(figures()));
    renderPage('organiser');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des chiffres…');
    await screen.findByText('Comptes');
    expect(figure('Comptes')).toBe('120');
    expect(figure('Photos publiées')).toBe('42');
    expect(figure('Signalements en attente')).toBe('3');
    expect(figure('Écrans connectés au mur')).toBe('1');
    expect(figure('Annonces publiées')).toBe('2');
    expect(screen.getByRole('link', { name: 'Voir les signalements' })).toHaveAttribute('href', '/signalements');
    expect(screen.getByRole('figure')).toHaveAccessibleName(
      '5 photos publiées ces dernières 24 heures ; le quart d’heure le plus actif : 10h15 – 10h30 (5 photos).',
    );
    const slots = within(screen.getByRole('region', { name: 'Créneaux ajoutés aux programmes' }));
    const row = slots.getByRole('row', { name: /Mot d’accueil/ });
    expect(row).toHaveTextContent('8h35Mot d’accueil37');
    expect(slots.getAllByRole('row')).toHaveLength(PROGRAMME_SLOT_IDS.length + 1);
  });

  it('asks again after an event of the stream, once for a burst, and keeps the figures when the network drops', async () => {
    let answer: () => Response = () => json(figures());
    const calls = stubFetch(() => answer());
    renderPage('organiser');
    await screen.findByText('Comptes');
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    const asked = calls.mock.calls.length;

    answer = () => json(figures({ photos: 45 }));
    const [photo] = makePhotos(1);
    sendLiveEvent('photo-published', photo!);
    sendLiveEvent('photo-published', photo!);
    sendLiveEvent('photo-removed', { id: 1 });
    await waitFor(() => expect(figure('Photos publiées')).toBe('45'));
    expect(calls.mock.calls.length).toBe(asked + 1);

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    sendLiveEvent('announcement-published', { id: 3, message: 'Salut', createdAt: AT });
    expect(await screen.findByText(/^Hors ligne : ces chiffres sont ceux de 10h20\./)).toBeInTheDocument();
    expect(figure('Photos publiées')).toBe('45');

    answer = () => json(figures({ photos: 46, at: '2025-05-23T08:21:00.000Z' }));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(figure('Photos publiées')).toBe('46'));
    expect(screen.queryByText(/^Hors ligne/)).toBeNull();
  });

  it('says so when there is no photo nor star yet', async () => {
    stubFetch(() =>
      json(
        figures({
          photos: 0,
          quarterHours: figures().quarterHours.map((q) => ({ ...q, photos: 0 })),
          stars: PROGRAMME_SLOT_IDS.map((slotId) => ({ slotId, accounts: 0 })),
        }),
      ),
    );
    renderPage('organiser');
    expect(await screen.findByText('Aucune photo publiée ces dernières 24 heures.')).toBeInTheDocument();
    expect(
      screen.getByText('Aucun participant n’a encore ajouté de créneau à son programme depuis son compte.'),
    ).toBeInTheDocument();
  });
});
