import type { ReportedPhotoList } from '@congres/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Signalements from '../../../app/routes/signalements';
import { de } from '../../../lib/french';
import { TOKEN_KEY } from '../../../lib/session';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { fakeToken } from '../../../test/fake-token';
import { makePhotos } from '../../../test/photos';
import { json, stubFetch } from '../../../test/stub-network';
import { renderWithQueries } from '../../../test/render-with-queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';

/** Two reported photos: Auteur 1's twice, Auteur 2's once. */
function reported(): ReportedPhotoList {
  const [first, second] = makePhotos(2);
  if (!first || !second) throw new Error('two photos expected');
  return [
    {
      photo: first,
      reports: [
        { username: 'Lou Bernard', reason: 'Je figure sur cette photo.', createdAt: '2025-05-23T09:10:00.000Z' },
        { username: 'Sam Petit', reason: 'Photo prise sans mon accord', createdAt: '2025-05-23T09:20:00.000Z' },
      ],
    },
    {
      photo: second,
      reports: [{ username: 'Lou Bernard', reason: 'Contenu déplacé', createdAt: '2025-05-23T10:00:00.000Z' }],
    },
  ];
}

type Call = { url: string; method: string; authorization: string | null };

/**
 * The organisers' API: GET /api/reports answers `list`; DELETEs answer `answerDelete`. The wall's
 * section of the same page (its own tests: features/wall/review) is told approval is off, and
 * its read is left out of `calls`.
 */
function server(
  list: () => Response | Promise<Response>,
  answerDelete: (call: Call) => Response = () => new Response(null, { status: 204 }),
) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    if (url === '/api/wall/review') return json({ approval: false, pending: [], approved: [] });
    const call = { url, method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('authorization') };
    calls.push(call);
    if (url === '/api/reports' && call.method === 'GET') return list();
    return answerDelete(call);
  });
  return calls;
}

function renderReports(role: 'organiser' | 'attendee' | null = 'organiser'): string | null {
  const token = role === null ? null : fakeToken('Alex Orga', { sub: '9', role });
  if (token !== null) localStorage.setItem(TOKEN_KEY, token);
  const router = createMemoryRouter(
    [
      { path: '/signalements', element: <Signalements /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: ['/signalements'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return token;
}

const card = (author: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: new RegExp(`^Photo ${de(author)} ·`) });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${author}`);
  return item;
};

describe('Signalements', () => {
  it('says it is loading, then lists each reported photo with its reports, and offers the archive', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = server(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const token = renderReports();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des signalements…');
    answer(json(reported()));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Photo d’Auteur 1 · 2 signalements' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Photo d’Auteur 2 · 1 signalement' })).toBeInTheDocument();
    const first = card('Auteur 1');
    expect(within(first).getByText('Je figure sur cette photo.')).toBeInTheDocument();
    expect(within(first).getByText('Photo prise sans mon accord')).toBeInTheDocument();
    // Who reported and when, in Bordeaux time.
    expect(within(first).getByText('Lou Bernard, le 23 mai 2025 à 11h10')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Photo publiée par Auteur 1/ })).toHaveAttribute(
      'href',
      '/uploads/photos/00000001-0000-4000-8000-000000000000.jpg',
    );
    expect(screen.getByRole('button', { name: 'Télécharger toutes les photos' })).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/reports', method: 'GET', authorization: `Bearer ${token}` }]);
  });

  it('keeps a photo: its reports are cleared and it leaves the list', async () => {
    const calls = server(() => json(reported()));
    const token = renderReports();
    const user = userEvent.setup();
    await screen.findByText('Je figure sur cette photo.');
    await user.click(within(card('Auteur 1')).getByRole('button', { name: 'Conserver la photo' }));

    expect(await screen.findByText('Photo d’Auteur 1 conservée : ses signalements sont classés.')).toBeInTheDocument();
    expect(screen.queryByText('Je figure sur cette photo.')).not.toBeInTheDocument();
    expect(card('Auteur 2')).toBeInTheDocument();
    expect(calls.slice(1)).toEqual([
      { url: '/api/photos/1/reports', method: 'DELETE', authorization: `Bearer ${token}` },
    ]);
  });

  it('deletes a photo after confirmation only; once none is left, says so', async () => {
    const [, second] = reported();
    const calls = server(() => json([second]));
    const token = renderReports();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la photo' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    expect(dialog).toHaveAccessibleDescription(/La photo publiée par Auteur 2 disparaîtra de la galerie/);
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Supprimer la photo' }));
    dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Photo d’Auteur 2 supprimée de la galerie.')).toBeInTheDocument();
    expect(screen.getByText('Aucun signalement en attente.')).toBeInTheDocument();
    expect(calls.slice(1)).toEqual([{ url: '/api/photos/2', method: 'DELETE', authorization: `Bearer ${token}` }]);
  });

  it('shows the server’s message when an action fails, and keeps the photo listed', async () => {
    server(
      () => json(reported()),
      () => json({ message: ORGANISERS_ONLY }, 403),
    );
    renderReports();
    const user = userEvent.setup();
    await screen.findByText('Je figure sur cette photo.');
    await user.click(within(card('Auteur 1')).getByRole('button', { name: 'Conserver la photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANISERS_ONLY);
    expect(screen.getByText('Je figure sur cette photo.')).toBeInTheDocument();
  });

  it('takes out a photo already deleted meanwhile (404)', async () => {
    server(
      () => json(reported()),
      () => json({ message: 'Cette photo n’existe pas ou a été supprimée.' }, 404),
    );
    renderReports();
    const user = userEvent.setup();
    await screen.findByText('Je figure sur cette photo.');
    await user.click(within(card('Auteur 1')).getByRole('button', { name: 'Conserver la photo' }));
    expect(await screen.findByText('Cette photo avait déjà été supprimée.')).toBeInTheDocument();
    expect(screen.queryByText('Je figure sur cette photo.')).not.toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    server(() => json([]));
    renderReports();
    expect(await screen.findByText('Aucun signalement en attente.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conserver la photo' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to someone who is not an organiser (403)', async () => {
    server(() => json({ message: ORGANISERS_ONLY }, 403));
    renderReports('attendee');
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANISERS_ONLY);
    expect(screen.queryByText('Aucun signalement en attente.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger toutes les photos' })).not.toBeInTheDocument();
  });

  it('signs out on a 401, and invites a visitor who is not signed in to log in', async () => {
    server(() => json({ message: 'Vous devez être connecté.' }, 401));
    renderReports();
    expect(await screen.findByText('Votre session a expiré : reconnectez-vous.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByText(/réservée aux organisateurs du congrès/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('reads the list again when the live stream says a photo was deleted (by another organiser too)', async () => {
    stubEventSource();
    let list = reported();
    const calls = server(() => json(list));
    renderReports();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(2);
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));

    list = list.slice(1);
    sendLiveEvent('photo-removed', { id: reported()[0]!.photo.id });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1));
    expect(calls.filter((call) => call.url === '/api/reports')).toHaveLength(2);
  });
});
