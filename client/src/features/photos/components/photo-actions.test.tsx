import type { Photo } from '@congres/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE_MESSAGE } from '../../../lib/api-result';
import { TOKEN_KEY } from '../../../lib/session';
import {
  fakeToken,
  isPhotoList,
  isTusRequest,
  json,
  listing,
  makePhotos,
  PUBLISHED_WITHIN,
  renderPhotosPage,
  stubFetch,
} from '../../../test/gallery-fixtures';
import { PHOTO_DELETED } from './use-photo-actions';

// Deleting one's photos (an organiser: any photo) and reporting the others', from the gallery
// and the lightbox. makePhotos(3): "Auteur 1" (id 1) is account 100, "Auteur 2" 101, "Auteur 3" 102.

// jsdom has no canvas to compress with: a photo published here goes as it is.
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));

// One test publishes through the queue (IndexedDB, one request a photo), then waits the spec's
// 2 s: more than Vitest's default 5 s per test on a machine under load.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const REPORT_RECEIVED = 'Merci : votre signalement a été transmis aux organisateurs, qui vont examiner cette photo.';
const ALREADY_REPORTED = 'Vous avez déjà signalé cette photo : les organisateurs vont l’examiner.';

/** Signs in as account `sub` (an organiser with `organiser`); returns the token. */
function signIn(sub: string, role: 'attendee' | 'organiser' = 'attendee'): string {
  const token = fakeToken(`Compte ${sub}`, { sub, role });
  localStorage.setItem(TOKEN_KEY, token);
  return token;
}

type Call = { url: string; method: string; authorization: string | null; body: unknown };

/**
 * A server with `photos` that answers DELETE /api/photos/{id} and POST .../report with
 * `answer` (204/201 by default); every call is recorded.
 */
function server(photos: Photo[], answer: (call: Call) => Response | Promise<Response> = defaultAnswer) {
  const calls: Call[] = [];
  let listed = photos;
  stubFetch(async (url, init) => {
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      authorization: new Headers(init?.headers).get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    if (isPhotoList(url) && call.method === 'GET') return listing(listed)(url);
    // A server without the resumable uploads: the page posts the photo whole.
    if (isTusRequest(url)) return json({ message: 'Ressource introuvable.' }, 404);
    calls.push(call);
    const response = await answer(call);
    const deleted = /^\/api\/photos\/(\d+)$/.exec(url);
    // Deleted now, or already gone (404): either way the list no longer holds it.
    if (deleted && call.method === 'DELETE' && (response.status === 204 || response.status === 404)) {
      listed = listed.filter((photo) => photo.id !== Number(deleted[1]));
    }
    return response;
  });
  return calls;
}

function defaultAnswer(call: Call): Response {
  if (call.method === 'DELETE') return new Response(null, { status: 204 });
  return json({ message: REPORT_RECEIVED }, 201);
}

const deleteButtons = () => screen.queryAllByRole('button', { name: /^Supprimer la photo publiée par/ });

async function openLightboxOn(author: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Photo publiée par ${author}` }));
  return screen.getByRole('dialog', { name: /^Photo \d+ sur \d+$/ });
}

describe('deleting from the gallery', () => {
  it('offers "Supprimer" under one’s own photos only', async () => {
    signIn('101');
    server(makePhotos(3));
    renderPhotosPage();
    await screen.findByText('Auteur 3');
    expect(deleteButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Supprimer la photo publiée par Auteur 2',
    ]);
    expect(deleteButtons()[0]).toHaveTextContent('Supprimer');
  });

  it('offers it under every photo to an organiser, and under none to an anonymous visitor', async () => {
    signIn('7', 'organiser');
    server(makePhotos(3));
    renderPhotosPage();
    await screen.findByText('Auteur 3');
    expect(deleteButtons()).toHaveLength(3);

    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    await waitFor(() => expect(deleteButtons()).toHaveLength(0));
  });

  it('asks first: "Annuler" has the focus, and cancelling (button or Escape) sends nothing', async () => {
    signIn('100');
    const calls = server(makePhotos(2));
    renderPhotosPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la photo publiée par Auteur 1' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Elle disparaîtra de la galerie pour tout le monde/);
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Supprimer la photo publiée par Auteur 1' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.getByText('Auteur 1')).toBeInTheDocument();
  });

  it('deletes once confirmed: DELETE with the bearer token, the photo leaves the gallery, a notice says so and has the focus', async () => {
    const token = signIn('100');
    const calls = server(makePhotos(2));
    renderPhotosPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la photo publiée par Auteur 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText(PHOTO_DELETED)).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/photos/1', method: 'DELETE', authorization: `Bearer ${token}`, body: undefined },
    ]);
    expect(screen.queryByText('Auteur 1')).not.toBeInTheDocument();
    expect(screen.getByText('Auteur 2')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The button that opened the confirmation is gone with its photo: the notice takes the focus.
    await waitFor(() => expect(screen.getByText(PHOTO_DELETED).parentElement).toHaveFocus());
  });

  it('shows the server’s message and keeps the photo when the deletion is refused', async () => {
    signIn('7', 'organiser');
    const refusal = 'Vous ne pouvez supprimer que les photos que vous avez publiées.';
    server(makePhotos(2), () => json({ message: refusal }, 403));
    renderPhotosPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la photo publiée par Auteur 2' }));
    // An organiser deleting someone else's photo is told whose it is.
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/publiée par Auteur 2/);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('Auteur 2')).toBeInTheDocument();
  });

  it('takes out a photo that was already gone (404), with the server’s word', async () => {
    signIn('100');
    server(makePhotos(2), () => json({ message: 'Cette photo n’existe pas ou a été supprimée.' }, 404));
    renderPhotosPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la photo publiée par Auteur 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Cette photo n’existe pas ou a été supprimée.')).toBeInTheDocument();
    expect(screen.queryByText('Auteur 1')).not.toBeInTheDocument();
  });

  it('signs out and invites to log in again when the session has expired (401)', async () => {
    signIn('100');
    server(makePhotos(1), () => json({ message: 'Vous devez être connecté.' }, 401));
    renderPhotosPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer la photo publiée par Auteur 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByText('Vous devez être connecté.')).toBeInTheDocument();
    expect(deleteButtons()).toHaveLength(0);
  });
});

describe('the lightbox’s actions', () => {
  it('offers "Supprimer" on one’s own photo, "Signaler" on the others’, both to an organiser', async () => {
    signIn('101');
    server(makePhotos(3));
    renderPhotosPage();
    const user = userEvent.setup();
    const dialog = await openLightboxOn('Auteur 2');
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(within(dialog).getByText('Auteur 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Signaler' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });

  it('gives an organiser both on someone else’s photo, and an anonymous visitor neither', async () => {
    signIn('7', 'organiser');
    server(makePhotos(2));
    renderPhotosPage();
    const user = userEvent.setup();
    const dialog = await openLightboxOn('Auteur 2');
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Signaler' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    const anonymous = await openLightboxOn('Auteur 2');
    expect(within(anonymous).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(within(anonymous).queryByRole('button', { name: 'Signaler' })).not.toBeInTheDocument();
  });

  it('deletes the photo shown after confirmation, then shows the next one with the notice', async () => {
    const token = signIn('101');
    const calls = server(makePhotos(3));
    renderPhotosPage();
    const user = userEvent.setup();
    const dialog = await openLightboxOn('Auteur 2');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    // The confirmation is above the lightbox, whose keys it keeps to itself.
    const confirm = screen.getByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const lightbox = screen.getByRole('dialog', { name: 'Photo 2 sur 2' });
    expect(within(lightbox).getByText(PHOTO_DELETED)).toBeInTheDocument();
    expect(within(lightbox).getByText('Auteur 1')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/photos/2', method: 'DELETE', authorization: `Bearer ${token}`, body: undefined },
    ]);
  });
  it('closes for good when its last photo is deleted: the page scrolls again and a photo published next stays in the grid', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    signIn('100');
    const [only] = makePhotos(1);
    if (!only) throw new Error('one photo expected');
    const next = { ...only, id: 2, thumbnail: 'suivante.webp' };
    server([only], (call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ published: [next], refused: [] }, 201),
    );
    renderPhotosPage();
    const user = userEvent.setup();
    const lightbox = await openLightboxOn('Auteur 1');
    await user.click(within(lightbox).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Aucune photo pour le moment')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();

    await user.upload(
      screen.getByLabelText(/Choisir des photos/),
      new File(['x'], 'suivante.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Images publiées avec succès !', {}, PUBLISHED_WITHIN)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Photo publiée par Auteur 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('reporting a photo', () => {
  async function openReport(answer?: (call: Call) => Response | Promise<Response>) {
    const token = signIn('200');
    const calls = server(makePhotos(3), answer);
    renderPhotosPage();
    const user = userEvent.setup();
    const lightbox = await openLightboxOn('Auteur 3');
    await user.click(within(lightbox).getByRole('button', { name: 'Signaler' }));
    // The dialog comes with its own chunk, at its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Signaler cette photo' });
    return { token, calls, user, lightbox, dialog };
  }

  it('asks for a reason first: nothing is sent without one', async () => {
    const { calls, user, dialog } = await openReport();
    const reason = within(dialog).getByLabelText('Raison du signalement');
    expect(reason).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(/Photo publiée par Auteur 3/);
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Dites en quelques mots pourquoi cette photo pose problème.',
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('sends the reason with the bearer token, closes, and shows the server’s thanks in the lightbox', async () => {
    const { token, calls, user, lightbox, dialog } = await openReport();
    await user.type(within(dialog).getByLabelText('Raison du signalement'), '  Je figure sur cette photo.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Signaler cette photo' })).not.toBeInTheDocument());
    expect(calls).toEqual([
      {
        url: '/api/photos/3/report',
        method: 'POST',
        authorization: `Bearer ${token}`,
        body: { reason: 'Je figure sur cette photo.' },
      },
    ]);
    expect(within(lightbox).getByText(REPORT_RECEIVED)).toBeInTheDocument();
    // The photo stays: only the organisers decide.
    expect(within(lightbox).getByText('Auteur 3')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s message on a second report (409)', async () => {
    const { user, dialog } = await openReport(() => json({ message: ALREADY_REPORTED }, 409));
    await user.type(within(dialog).getByLabelText('Raison du signalement'), 'Photo floue de moi');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALREADY_REPORTED);
    expect(screen.getByRole('dialog', { name: 'Signaler cette photo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer le signalement' })).toBeEnabled();
  });

  it('says so when no answer comes, and shows a rate limit’s message as is', async () => {
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const { user, dialog } = await openReport(() => answer());
    await user.type(within(dialog).getByLabelText('Raison du signalement'), 'Je ne veux pas y être');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NETWORK_FAILURE_MESSAGE);

    answer = () => Promise.resolve(json({ message: 'Trop de tentatives. Réessayez dans 60 minutes.' }, 429));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByText('Trop de tentatives. Réessayez dans 60 minutes.')).toBeInTheDocument();
  });

  it('is cancelled with "Annuler" or Escape, which leave the lightbox open and send nothing', async () => {
    const { calls, user, lightbox, dialog } = await openReport();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog', { name: 'Signaler cette photo' })).not.toBeInTheDocument();
    expect(lightbox).toBeInTheDocument();

    await user.click(within(lightbox).getByRole('button', { name: 'Signaler' }));
    await user.type(screen.getByLabelText('Raison du signalement'), 'abc');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Signaler cette photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /^Photo 1 sur 3$/ })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
