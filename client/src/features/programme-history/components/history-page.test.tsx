import type { ContentVersionList } from '@congres/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Historique from '../../../app/routes/programme-historique';
import { sendLiveEvent, stubEventSource } from '../../../test/fake-event-source';
import { json, stubFetch } from '../../../test/stub-network';
import { renderWithQueries } from '../../../test/render-with-queries';
import { NO_CHANGES } from './history-page';

beforeEach(() => {
  stubEventSource();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SEED = { version: 1, publishedAt: '2026-11-20T09:00:00.000Z', note: null, restoredFrom: null, changes: [] };

const VERSIONS: ContentVersionList = [
  {
    version: 3,
    publishedAt: '2025-05-23T08:42:00.000Z',
    note: 'Retour au programme d’origine',
    restoredFrom: 1,
    changes: [{ slotId: '07', kind: 'restored', title: 'QCM après' }],
  },
  {
    version: 2,
    publishedAt: '2025-05-22T16:05:00.000Z',
    note: 'L’intervenant arrive plus tard.',
    restoredFrom: null,
    changes: [
      { slotId: '10', kind: 'moved', title: 'Intervention 3', from: '10h45', to: '11h15' },
      { slotId: '07', kind: 'cancelled', title: 'QCM après' },
      { slotId: 's-ab12cd', kind: 'added', title: 'Atelier' },
      { slotId: '11', kind: 'renamed', title: 'Intervention 4 : la peau', from: 'Intervention 4' },
      { slotId: '12', kind: 'removed', title: 'Intervention 5' },
    ],
  },
  SEED,
];

function renderPage() {
  const router = createMemoryRouter([{ path: '/programme/historique', element: <Historique /> }], {
    initialEntries: ['/programme/historique'],
  });
  renderWithQueries(<RouterProvider router={router} />);
}

describe('Historique du programme', () => {
  it('lists the versions newest first, in Bordeaux time, with each change in French', async () => {
    stubFetch((url) => (url.endsWith('/api/content/versions') ? json(VERSIONS) : json({}, 404)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Historique du programme' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de l’historique…');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Version 3', 'Version 2', 'Version 1']);

    const second = document.getElementById('version-2');
    if (second === null) throw new Error('No anchor for version 2.');
    // 16:05 UTC is 18h05 in Bordeaux in May.
    expect(second).toHaveTextContent('Publiée le 22 mai 2025 à 18h05');
    expect(second).toHaveTextContent('L’intervenant arrive plus tard.');
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Intervention 3 : déplacée de 10h45 à 11h15',
      'QCM après : annulée',
      'Atelier : ajoutée',
      'Intervention 4 : la peau : renommée (avant : Intervention 4)',
      'Intervention 5 : retirée',
    ]);
    const third = document.getElementById('version-3');
    expect(
      third &&
        within(third)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
    ).toEqual(['Retour à la version 1', 'QCM après : rétablie']);
    expect(screen.queryByText(NO_CHANGES)).toBeNull();
  });

  it('says so when only the first version exists', async () => {
    stubFetch(() => json([SEED]));
    renderPage();
    expect(await screen.findByText(NO_CHANGES)).toBeInTheDocument();
    expect(screen.getByText('Première version du programme.')).toBeInTheDocument();
  });

  it('says what to do offline, and shows the list once “Réessayer” gets an answer', async () => {
    let online = false;
    stubFetch(() => (online ? json(VERSIONS) : Promise.reject(new TypeError('Failed to fetch'))));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pas de connexion : l’historique se lit en ligne. Reconnectez-vous, puis appuyez sur « Réessayer ».',
    );
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Version 3' })).toBeInTheDocument();
  });

  it('shows the server’s French refusal', async () => {
    stubFetch(() => json({ message: 'Le contenu du congrès n’est pas encore disponible.' }, 503));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Le contenu du congrès n’est pas encore disponible.');
  });

  it('asks again when a new version is published', async () => {
    let versions: ContentVersionList = [SEED];
    stubFetch(() => json(versions));
    renderPage();
    await screen.findByText(NO_CHANGES);
    versions = VERSIONS;
    sendLiveEvent('content-published', { version: 3 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Version 3' })).toBeInTheDocument();
  });
});
