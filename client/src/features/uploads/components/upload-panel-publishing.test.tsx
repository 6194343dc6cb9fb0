import type { Photo } from '@congres/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  TestXhr,
} from '../../../test/gallery-fixtures';

// Decision 013, "publishing that cannot go wrong": each photo sent once, a gallery that never
// contradicts the success message, a batch in the order chosen, progress that follows the bytes.
// Since decision 053 the page sends through its queue, one photo per request; these servers have
// no resumable uploads (tus): they answer 404 there, and the page posts each photo whole.

// jsdom has no canvas to compress with: the file goes as it is (as in upload-panel.test.tsx).
vi.mock('browser-image-compression', () => ({ default: (file: File) => Promise.resolve(file) }));

// A publication goes through the queue (IndexedDB, one request a photo), then the spec's 2 s:
// more than Vitest's default 5 s per test on a machine under load.
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  let previews = 0;
  URL.createObjectURL = () => `blob:preview-${++previews}`;
  URL.revokeObjectURL = () => undefined;
  localStorage.setItem(TOKEN_KEY, fakeToken());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const image = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

async function choose(...names: string[]) {
  await userEvent.upload(await screen.findByLabelText(/Choisir des photos/), names.map(image));
}

/** The photos the server publishes for a batch, each with a thumbnail named after its file. */
function publishedAs(...names: string[]): Photo[] {
  return makePhotos(names.length).map((photo, i) => ({
    ...photo,
    id: 50 + i,
    userId: 1,
    username: 'Camille Martin',
    thumbnail: `${names[i]}.webp`,
  }));
}

/** The thumbnails of the gallery (not the previews), top to bottom. */
const galleryThumbs = () =>
  screen
    .getAllByRole('img', { name: /^Photo publiée par/ })
    .map((img) => img.getAttribute('src')?.replace('/uploads/photos/thumbs/', ''));

const noTus = () => json({ message: 'Ressource introuvable.' }, 404);

const uploadCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/upload-photo');
const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => isPhotoList(requestUrl(url)));

describe('publishing', () => {
  it('reminds to publish only photos whose subjects agree', async () => {
    stubFetch(listing([]));
    renderPhotosPage();
    expect(await screen.findByText(/^Ne publiez que des photos dont les personnes/)).toHaveTextContent(
      'Ne publiez que des photos dont les personnes reconnaissables sont d’accord pour y figurer : la galerie est publique.',
    );
  });

  it('sends one upload for a double tap, and keeps "Publier" disabled until the selection is cleared', async () => {
    let listed: Photo[] = [];
    const fetchMock = stubFetch((url) => {
      if (isPhotoList(url)) return listing(listed)(url);
      if (isTusRequest(url)) return noTus();
      listed = publishedAs('a');
      return json({ published: listed, refused: [] }, 201);
    });
    renderPhotosPage();
    await choose('a.jpg');
    const publish = screen.getByRole('button', { name: 'Publier' });
    // Two taps in a row, before anything is awaited: what a nervous thumb on a phone does.
    fireEvent.click(publish);
    fireEvent.click(publish);
    expect(await screen.findByText('Images publiées avec succès !', {}, PUBLISHED_WITHIN)).toBeInTheDocument();
    expect(uploadCalls(fetchMock)).toHaveLength(1);

    // During the 2 s after success the published selection cannot be sent, nor changed, again.
    const locked = screen.getByRole('button', { name: 'Publier' });
    expect(locked).toBeDisabled();
    expect(screen.getByLabelText(/Choisir des photos/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retirer a.jpg' })).toBeDisabled();
    fireEvent.click(locked);
    expect(uploadCalls(fetchMock)).toHaveLength(1);

    // Once the selection is cleared, "Publier" is live again: with nothing chosen it says so.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Photos choisies' })).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    const again = screen.getByRole('button', { name: 'Publier' });
    expect(again).toBeEnabled();
    await userEvent.click(again);
    expect(screen.getByRole('alert')).toHaveTextContent('Aucune image sélectionnée.');
    expect(uploadCalls(fetchMock)).toHaveLength(1);
    // Listed once, though it was tapped twice.
    expect(galleryThumbs()).toEqual(['a.webp']);
  });

  it('shows "Publication..." disabled while publishing, and accepts a new choice once cleared', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) => {
      if (isPhotoList(url)) return json([]);
      if (isTusRequest(url)) return noTus();
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    renderPhotosPage();
    await choose('a.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    const busy = await screen.findByRole('button', { name: 'Publication...' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    await waitFor(() => expect(uploadCalls(fetchMock)).toHaveLength(1));

    release(json({ published: publishedAs('a'), refused: [] }, 201));
    expect(await screen.findByText('Images publiées avec succès !', {}, PUBLISHED_WITHIN)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Choisir des photos/)).toBeEnabled(), { timeout: 4000 });
    await choose('b.jpg');
    expect(screen.getByRole('img', { name: 'Aperçu de b.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeEnabled();
  });

  it('shows the published photos under the success message at once, in the order chosen, and the refused ones with their reason', async () => {
    const published = publishedAs('premiere', 'troisieme');
    const refusal = {
      name: 'deuxieme.jpg',
      reason: 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).',
    };
    let listed: Photo[] = [];
    const sent: string[] = [];
    const fetchMock = stubFetch((url, init) => {
      if (isPhotoList(url)) return listing(listed)(url);
      if (isTusRequest(url)) return noTus();
      const files = (init?.body as FormData).getAll('images[]') as File[];
      expect(files).toHaveLength(1);
      const name = files[0]?.name ?? '';
      sent.push(name);
      if (name === 'deuxieme.jpg') {
        return json({ message: 'Aucune image n’a pu être publiée.', published: [], refused: [refusal] }, 415);
      }
      const photo = published[name === 'premiere.jpg' ? 0 : 1];
      if (!photo) throw new Error('unexpected file');
      // The server's list, oldest first: in the order the photos arrived.
      listed = [...listed, photo];
      return json({ published: [photo], refused: [] }, 201);
    });
    renderPhotosPage();
    expect(await screen.findByText('Aucune photo pour le moment')).toBeInTheDocument();

    // The gallery must never say "no photo" while the success message is on screen.
    let contradiction = false;
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      if (text.includes('Images publiées avec succès !') && text.includes('Aucune photo pour le moment')) {
        contradiction = true;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });

    await choose('premiere.jpg', 'deuxieme.jpg', 'troisieme.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Images publiées avec succès !', {}, PUBLISHED_WITHIN)).toBeInTheDocument();
    // One photo per request, the last chosen first (decision 037): newest first, the gallery
    // then reads the batch in the order chosen.
    expect(sent).toEqual(['troisieme.jpg', 'deuxieme.jpg', 'premiere.jpg']);

    // At once, before the reload of 2 s later: the photos come from the upload's answer.
    expect(listCalls(fetchMock)).toHaveLength(1);
    expect(galleryThumbs()).toEqual(['premiere.webp', 'troisieme.webp']);
    expect(screen.queryByText('Aucune photo pour le moment')).not.toBeInTheDocument();

    // The refused file, by name, with the server's reason, although the others were published.
    expect(screen.getByText('Fichiers refusés :')).toBeInTheDocument();
    const refused = screen.getByText('deuxieme.jpg').closest('li');
    expect(refused).toHaveTextContent(`deuxieme.jpg : ${refusal.reason}`);

    // After the reload the gallery shows the same photos, each once.
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2), { timeout: 4000 });
    await waitFor(() => expect(galleryThumbs()).toEqual(['premiere.webp', 'troisieme.webp']));
    observer.disconnect();
    expect(contradiction).toBe(false);
  });
});

/** An XMLHttpRequest the test drives: it says when bytes are sent and when the answer comes. */
class ManualXhr extends TestXhr {
  static current: ManualXhr | null = null;
  send() {
    // A server without the resumable uploads: the page then posts the photo whole.
    if (isTusRequest(this.url)) this.respond(404, JSON.stringify({ message: 'Ressource introuvable.' }));
    else ManualXhr.current = this;
  }
}

describe('the progress bar', () => {
  it('follows the bytes sent, as the upload progress events report them', async () => {
    stubFetch(listing([]));
    ManualXhr.current = null;
    vi.stubGlobal('XMLHttpRequest', ManualXhr);
    renderPhotosPage();
    await choose('a.jpg', 'b.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));

    await waitFor(() => expect(ManualXhr.current).not.toBeNull());
    const first = ManualXhr.current as unknown as ManualXhr;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/upload-photo');
    expect(first.headers.get('authorization')).toBe(`Bearer ${localStorage.getItem(TOKEN_KEY)}`);
    expect(first.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    // Two photos of the same size, one request each: each carries half of the batch's bytes.
    const bar = () => screen.getByRole<HTMLProgressElement>('progressbar');
    expect(screen.getByText('Envoi des images… 0 %')).toBeInTheDocument();
    expect(bar().value).toBe(0);

    act(() => first.progress(250_000, 1_000_000));
    expect(screen.getByText('Envoi des images… 13 %')).toBeInTheDocument();
    expect(bar().value).toBeCloseTo(0.125);
    expect(bar()).toHaveAccessibleName('Envoi des images… 13 %');

    // An event without a known total says nothing about the progress: the bar stays where it is.
    act(() => first.progress(900_000, 0, false));
    expect(bar().value).toBeCloseTo(0.125);

    act(() => first.progress(1_000_000, 1_000_000));
    expect(screen.getByText('Envoi des images… 50 %')).toBeInTheDocument();
    act(() => first.respond(201, JSON.stringify({ published: publishedAs('b'), refused: [] })));

    await waitFor(() => expect(ManualXhr.current).not.toBe(first));
    const second = ManualXhr.current as unknown as ManualXhr;
    expect(second.headers.get('idempotency-key')).not.toBe(first.headers.get('idempotency-key'));
    act(() => second.progress(1_000_000, 1_000_000));
    expect(screen.getByText('Envoi des images… 100 %')).toBeInTheDocument();
    expect(bar().value).toBe(1);

    act(() => second.respond(201, JSON.stringify({ published: [{ ...publishedAs('a')[0], id: 60 }], refused: [] })));
    expect(await screen.findByText('Images publiées avec succès !', {}, PUBLISHED_WITHIN)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /^Photos, page/ })).getAllByRole('img')).toHaveLength(2);
  });
});
