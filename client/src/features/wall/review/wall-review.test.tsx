import type { Photo, WallReview } from '@congres/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { makePhotos } from '../../../test/photos';
import { json, stubFetch } from '../../../test/stub-network';
import { WallReviewSection } from './wall-review';
import { renderWithQueries } from '../../../test/render-with-queries';

const TOKEN = 'jeton-organisateur';
const [one, two, three] = makePhotos(3) as [Photo, Photo, Photo];

type Call = { url: string; method: string; authorization: string | null };

/** GET /api/wall/review answers `review()` (read at each call); PUT and DELETE answer `answer`. */
function server(review: () => Response, answer: () => Response = () => new Response(null, { status: 204 })) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = { url, method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('authorization') };
    calls.push(call);
    return call.method === 'GET' ? review() : answer();
  });
  return calls;
}
const on = (pending: Photo[], approved: Photo[]): WallReview => ({ approval: true, pending, approved });
const list = (name: RegExp) => {
  const heading = screen.getByRole('heading', { level: 3, name });
  const section = heading.closest('section');
  if (!section) throw new Error('no section');
  return section;
};

beforeEach(() => stubEventSource());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wall’s photos on the organisers’ page', () => {
  it('says it is loading, then, approval off, that the wall shows every photo', async () => {
    server(() => json({ approval: false, pending: [], approved: [] }));
    renderWithQueries(<WallReviewSection token={TOKEN} />);
    expect(screen.getByText('Chargement des photos du mur…')).toBeInTheDocument();
    expect(await screen.findByText(/projette toutes les photos publiées, sans validation/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Nothing to follow: no stream opened for it.
    expect(TestEventSource.opened).toHaveLength(0);
  });

  it('lists the photos waiting and those on the wall, with thumbnails and their buttons', async () => {
    const calls = server(() => json(on([three, two], [one])));
    renderWithQueries(<WallReviewSection token={TOKEN} />);
    const waiting = await screen.findByRole('heading', { level: 3, name: 'À valider pour le mur (2)' });
    expect(waiting).toBeInTheDocument();
    const pending = list(/^À valider pour le mur/);
    expect(
      within(pending)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo publiée par Auteur 3 (ouvrir en grand)', 'Photo publiée par Auteur 2 (ouvrir en grand)']);
    const project = within(pending).getAllByRole('button', { name: 'Projeter sur le mur' });
    expect(project[0]).toHaveAccessibleDescription('Photo d’Auteur 3, publiée le 23 mai 2025 à 10h02');
    const shown = list(/^Sur le mur/);
    expect(within(shown).getByRole('button', { name: 'Retirer du mur' })).toHaveAccessibleDescription(
      /^Photo d’Auteur 1, publiée le/,
    );
    expect(calls).toEqual([{ url: '/api/wall/review', method: 'GET', authorization: `Bearer ${TOKEN}` }]);
  });

  it('puts a photo on the wall, then takes it off: it changes list, the page says so, the focus follows', async () => {
    const calls = server(() => json(on([two], [])));
    const user = userEvent.setup();
    renderWithQueries(<WallReviewSection token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Projeter sur le mur' }));
    const done = await screen.findByText(
      'Photo d’Auteur 2 ajoutée au mur : elle passe à l’écran dans quelques secondes.',
    );
    expect(done.parentElement).toHaveFocus();
    expect(within(list(/^À valider/)).getByText('Aucune photo à valider pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sur le mur (1)' })).toBeInTheDocument();

    await user.click(within(list(/^Sur le mur/)).getByRole('button', { name: 'Retirer du mur' }));
    expect(
      await screen.findByText('Photo d’Auteur 2 retirée du mur : elle reste dans la galerie.'),
    ).toBeInTheDocument();
    expect(within(list(/^Sur le mur/)).getByText('Aucune photo n’est projetée pour le moment.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { url: '/api/wall/photos/2', method: 'PUT', authorization: `Bearer ${TOKEN}` },
      { url: '/api/wall/photos/2', method: 'DELETE', authorization: `Bearer ${TOKEN}` },
    ]);
  });

  it('shows the server’s refusal of an action and keeps the photo where it was', async () => {
    const refusal = 'Cette action est réservée aux organisateurs du congrès.';
    server(
      () => json(on([two], [])),
      () => json({ message: refusal }, 403),
    );
    const user = userEvent.setup();
    renderWithQueries(<WallReviewSection token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Projeter sur le mur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(within(list(/^À valider/)).getByRole('button', { name: 'Projeter sur le mur' })).toBeEnabled();
  });

  it('reads the lists again when the stream tells of a new photo', async () => {
    let review = on([one], []);
    const calls = server(() => json(review));
    renderWithQueries(<WallReviewSection token={TOKEN} />);
    await screen.findByRole('heading', { level: 3, name: 'À valider pour le mur (1)' });
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    review = on([two, one], []);
    sendLiveEvent('photo-published', two);
    expect(await screen.findByRole('heading', { level: 3, name: 'À valider pour le mur (2)' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('says when the lists could not be read, and reads them again on "Réessayer"', async () => {
    let failing = true;
    server(() => (failing ? json({ message: 'Erreur serveur.' }, 500) : json(on([], []))));
    const user = userEvent.setup();
    renderWithQueries(<WallReviewSection token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur serveur.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune photo à valider pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing to someone the server refuses: the page around already says why', async () => {
    server(() => json({ message: 'Cette action est réservée aux organisateurs du congrès.' }, 403));
    const { container } = renderWithQueries(<WallReviewSection token={TOKEN} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
