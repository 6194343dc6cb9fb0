import type { Photo } from '@congres/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  requestUrl,
  stubFetch,
} from '../../../test/gallery-fixtures';

// The one third party mocked: jsdom has no canvas to compress with. It returns the file as is.
const compression = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('browser-image-compression', () => ({
  default: (file: File, options: unknown) => {
    compression.calls.push(options);
    return Promise.resolve(file);
  },
}));

let previews = 0;
const revoked: string[] = [];
// A publication goes through the queue (IndexedDB, one request a photo), then the spec's 2 s:
// more than Vitest's default 5 s per test on a machine under load.
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  compression.calls = [];
  revoked.length = 0;
  URL.createObjectURL = () => `blob:preview-${++previews}`;
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  localStorage.setItem(TOKEN_KEY, fakeToken());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const image = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** A server whose photo list grows with each successful upload. */
function server(answerUpload: (init: RequestInit | undefined) => Promise<Response> | Response) {
  let photos: Photo[] = makePhotos(1);
  const fetchMock = stubFetch(async (url, init) => {
    if (isPhotoList(url)) return listing(photos)(url);
    if (url === '/api/upload-photo') {
      const response = await answerUpload(init);
      if (response.status === 201) photos = makePhotos(3);
      return response;
    }
    return json({ message: 'Ressource introuvable.' }, 404);
  });
  return fetchMock;
}

async function choose(...names: string[]) {
  const input = await screen.findByLabelText(/Choisir des photos/);
  await userEvent.upload(input, names.map(image));
}

describe('the upload area', () => {
  it('accepts images only, several at a time', async () => {
    server(() => json({ published: [], refused: [] }, 201));
    renderPhotosPage();
    const input = await screen.findByLabelText(/Choisir des photos/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
  });

  it('previews the chosen images at 100 px, each removable before publishing', async () => {
    server(() => json({ published: [], refused: [] }, 201));
    renderPhotosPage();
    await choose('a.jpg', 'b.jpg');
    const list = screen.getByRole('list', { name: 'Photos choisies' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'Aperçu d’a.jpg' })).toHaveAttribute('width', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer a.jpg' }));
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(revoked).toEqual([`blob:preview-${previews - 1}`]);
  });

  it('takes images dropped on the zone, and leaves other files out', async () => {
    server(() => json({ published: [], refused: [] }, 201));
    renderPhotosPage();
    const zone = (await screen.findByText('Choisir des photos')).closest('.upload__drop');
    if (!zone) throw new Error('no drop zone');
    const notes = new File(['texte'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(zone, { dataTransfer: { files: [image('deposee.jpg'), notes] } });
    const list = await screen.findByRole('list', { name: 'Photos choisies' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Aperçu de deposee.jpg']);
  });

  it('says "Aucune image sélectionnée." when publishing nothing', async () => {
    const fetchMock = server(() => json({}, 201));
    renderPhotosPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Publier' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Aucune image sélectionnée.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/upload-photo')).toBe(false);
  });

  it('compresses, shows "Publication..." while publishing, then succeeds, clears and reloads after 2 s', async () => {
    // One photo per request (decision 053), each under a key of its own: the batch is sent last
    // photo first (decision 037). The first request waits until the test releases it.
    const sent: { name: string; key: string | null }[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = server(async (init) => {
      expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
      const files = (init?.body as FormData).getAll('images[]') as File[];
      expect(files).toHaveLength(1);
      const name = files[0]?.name ?? '';
      sent.push({ name, key: new Headers(init?.headers).get('idempotency-key') });
      if (sent.length === 1) await held;
      if (name === 'c.jpg') {
        return json(
          {
            message: 'Aucune image n’a pu être publiée : voyez la raison de chaque fichier.',
            published: [],
            refused: [{ name: 'c.jpg', reason: 'L’image est endommagée ou incomplète.' }],
          },
          422,
        );
      }
      return json({ published: makePhotos(1), refused: [] }, 201);
    });
    renderPhotosPage();
    await choose('a.jpg', 'b.jpg', 'c.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));

    const busy = await screen.findByRole('button', { name: 'Publication...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: /^Envoi des images|^Compression/ })).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(compression.calls).toHaveLength(3);
    expect(compression.calls[0]).toMatchObject({ maxSizeMB: 1, maxWidthOrHeight: 1024, useWebWorker: true });
    expect((compression.calls[0] as { libURL: string }).libURL).toMatch(/^http:\/\/localhost(:\d+)?\//);
    expect((compression.calls[0] as { libURL: string }).libURL).not.toMatch(/cdn|jsdelivr/);

    release();
    // Three requests one after the other: a loaded machine may take past findBy's second.
    expect(await screen.findByText('Images publiées avec succès !', {}, PUBLISHED_WITHIN)).toBeInTheDocument();
    expect(sent.map(({ name }) => name)).toEqual(['c.jpg', 'b.jpg', 'a.jpg']);
    expect(new Set(sent.map(({ key }) => key)).size).toBe(3);
    for (const { key } of sent) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const refusal = screen.getByText('Fichiers refusés :').closest('.alert');
    expect(refusal).toHaveTextContent('c.jpg : L’image est endommagée ou incomplète.');

    // After the spec's 2 s, the selection is cleared and the gallery shows the new list.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Photos choisies' })).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.getAllByText(/^Publié par/)).toHaveLength(3));
    expect(fetchMock.mock.calls.filter(([url]) => isPhotoList(requestUrl(url)))).toHaveLength(2);
  });

  it('shows the first page, where the new photos are, once they are published', async () => {
    const photos = makePhotos(13);
    stubFetch((url) => {
      if (isPhotoList(url)) return listing(photos)(url);
      if (isTusRequest(url)) return json({ message: 'Ressource introuvable.' }, 404);
      return json({ published: makePhotos(1), refused: [] }, 201);
    });
    const router = renderPhotosPage('/vos-photos?page=2');
    await choose('a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Images publiées avec succès !', {}, PUBLISHED_WITHIN)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 4000 });
  });

  it('says "Erreur upload" with the refused files when the server publishes nothing', async () => {
    server(() =>
      json(
        {
          message: 'Aucune image n’a pu être publiée : voyez la raison de chaque fichier.',
          published: [],
          refused: [
            { name: 'facture.jpg', reason: 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).' },
          ],
        },
        415,
      ),
    );
    renderPhotosPage();
    await choose('facture.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur upload');
    expect(screen.getByText('facture.jpg')).toBeInTheDocument();
    expect(screen.getByText(/n’est pas une image acceptée/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeEnabled();
  });

  it('says "Erreur durant l’upload." on a network failure', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage();
    await choose('a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur durant l’upload.');
  });

  it('signs out on a 401, says why and invites to log in again', async () => {
    server(() => json({ message: 'Vous devez être connecté.' }, 401));
    renderPhotosPage();
    await choose('a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous devez être connecté.');
    expect(screen.getByRole('alert')).toHaveTextContent(/session a expiré/);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publier' })).not.toBeInTheDocument();
  });

  it('shows no upload area when the stored token does not decode', async () => {
    localStorage.setItem(TOKEN_KEY, 'pas-un-jeton');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server(() => json({}, 201));
    renderPhotosPage();
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Choisir des photos/)).not.toBeInTheDocument();
  });
});
