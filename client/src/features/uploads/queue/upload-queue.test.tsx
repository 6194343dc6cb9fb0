import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// jsdom has no canvas to compress with: the file goes as it is (as in upload-panel.test.tsx).
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));
// Publishing through the queue, then the spec's 2 s: more than the default 5 s on a loaded machine.
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  localStorage.setItem(TOKEN_KEY, fakeToken());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const image = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

interface Sent {
  name: string;
  key: string | null;
}

/**
 * A server without tus whose network is cut while `offline()` says so; it records every photo
 * it receives (name and key), publishes them, and refuses `pas-une-photo.jpg`.
 */
function venueServer(offline: () => boolean) {
  const received: Sent[] = [];
  // The browser knows it is offline, as a phone whose wifi dropped does.
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !offline());
  stubFetch((url, init) => {
    if (offline()) return Promise.reject(new TypeError('Failed to fetch'));
    if (isPhotoList(url)) return listing([])(url);
    if (isTusRequest(url)) return json({ message: 'Ressource introuvable.' }, 404);
    const file = (init?.body as FormData).getAll('images[]')[0] as File;
    received.push({ name: file.name, key: new Headers(init?.headers).get('idempotency-key') });
    if (file.name === 'pas-une-photo.jpg') {
      const reason = 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).';
      return json({ message: 'Aucune image publiée.', published: [], refused: [{ name: file.name, reason }] }, 415);
    }
    return json({ published: [{ ...makePhotos(1)[0], id: 100 + received.length }], refused: [] }, 201);
  });
  return received;
}

async function publishOffline(...names: string[]) {
  await userEvent.upload(await screen.findByLabelText(/Choisir des photos/), names.map(image));
  await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
  expect(await screen.findByText('Erreur durant l’upload.', {}, PUBLISHED_WITHIN)).toBeInTheDocument();
}

const queue = () => screen.getByRole('region', { name: "En attente d'envoi" });
const names = () =>
  within(queue())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('img')?.alt);

describe('the queue on the phone', () => {
  it('keeps photos chosen offline through a new visit, then sends each once, when the network returns', async () => {
    let offline = true;
    const received = venueServer(() => offline);
    renderPhotosPage();
    await publishOffline('a.jpg', 'b.jpg', 'c.jpg');
    expect(within(queue()).getAllByText('en attente')).toHaveLength(3);
    expect(within(queue()).getByText(/^Vous êtes hors connexion : les photos en attente/)).toBeInTheDocument();
    // The selection let them go: they are in the queue now.
    expect(screen.queryByRole('list', { name: 'Photos choisies' })).not.toBeInTheDocument();

    // A new visit on the same device: the queue is read back from IndexedDB, in the order chosen.
    cleanup();
    renderPhotosPage();
    await waitFor(() => expect(names()).toEqual(['Aperçu d’a.jpg', 'Aperçu de b.jpg', 'Aperçu de c.jpg']));

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(queue()).getAllByText('publiée')).toHaveLength(3), PUBLISHED_WITHIN);
    // Last chosen first (decision 037), each once, each with its own key.
    expect(received.map(({ name }) => name)).toEqual(['c.jpg', 'b.jpg', 'a.jpg']);
    expect(new Set(received.map(({ key }) => key)).size).toBe(3);
    // The gallery shows them at once.
    await waitFor(() => expect(screen.getAllByText(/^Publié par/)).toHaveLength(3));
  });

  it('sends a photo again under the same key after a lost answer, so the server can publish it once', async () => {
    const received: Sent[] = [];
    const answered = vi.fn();
    // The first request reaches the server, but its answer is lost.
    stubFetch(async (url, init) => {
      if (isPhotoList(url)) return listing([])(url);
      if (isTusRequest(url)) return json({ message: 'Ressource introuvable.' }, 404);
      const file = (init?.body as FormData).getAll('images[]')[0] as File;
      received.push({ name: file.name, key: new Headers(init?.headers).get('idempotency-key') });
      if (received.length === 1) throw new TypeError('Failed to fetch');
      answered();
      return json({ published: [{ ...makePhotos(1)[0], id: 7 }], refused: [] }, 201);
    });
    renderPhotosPage();
    await publishOffline('a.jpg');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(answered).toHaveBeenCalledTimes(1), PUBLISHED_WITHIN);
    expect(received).toHaveLength(2);
    expect(received[1]?.key).toBe(received[0]?.key);
  });

  it('says why the server refused a photo, and lets any queued photo be removed with the keyboard', async () => {
    let offline = true;
    const received = venueServer(() => offline);
    renderPhotosPage();
    await publishOffline('a.jpg', 'pas-une-photo.jpg', 'c.jpg');

    const remove = within(queue()).getByRole('button', { name: 'Retirer a.jpg de la file d’envoi' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Aperçu de pas-une-photo.jpg', 'Aperçu de c.jpg']));

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(queue()).getByText(/^refusée :/)).toBeInTheDocument(), PUBLISHED_WITHIN);
    expect(within(queue()).getByText(/^refusée :/)).toHaveTextContent(
      'refusée : Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).',
    );
    await waitFor(() => expect(within(queue()).getByText('publiée')).toBeInTheDocument());
    expect(received.map(({ name }) => name)).toEqual(['c.jpg', 'pas-une-photo.jpg']);

    // The next visit: the published photo has left the queue; the refused one stays until removed.
    cleanup();
    renderPhotosPage();
    await waitFor(() => expect(names()).toEqual(['Aperçu de pas-une-photo.jpg']));
    await userEvent.click(
      within(queue()).getByRole('button', { name: 'Retirer pas-une-photo.jpg de la file d’envoi' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: "En attente d'envoi" })).not.toBeInTheDocument());
  });
});
