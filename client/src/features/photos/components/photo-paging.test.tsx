import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_ELEMENT_ID, firstPageJson } from '../api/first-page';
import {
  listing,
  makePhotos,
  photoListAnswer,
  renderPhotosPage,
  requestUrl,
  stubFetch,
} from '../../../test/gallery-fixtures';
import { pageLinks } from './pagination';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove();
});

const captions = () => screen.getAllByText(/^Publié par/).map((node) => node.textContent);
const listRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.startsWith('/api/photos'));

describe('the gallery in pages (decision 035)', () => {
  it('asks for one page and the next one ahead, never the whole list', async () => {
    const fetchMock = stubFetch(listing(makePhotos(30)));
    renderPhotosPage();
    await waitFor(() => expect(captions()[0]).toBe('Publié par Auteur 30'));
    // Page 1 ends on photo 19: page 2 is asked by that cursor, before anyone presses "Suivant".
    await waitFor(() =>
      expect(listRequests(fetchMock)).toEqual(['/api/photos?limit=12', '/api/photos?limit=12&before=19']),
    );
  });

  it('shows the next page at once on "Page suivante": it is already here', async () => {
    const fetchMock = stubFetch(listing(makePhotos(30)));
    renderPhotosPage();
    await waitFor(() => expect(listRequests(fetchMock)).toHaveLength(2));
    // The network goes quiet: page 2 must come from what was fetched ahead.
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    const nav = screen.getByRole('navigation', { name: 'Pages de la galerie' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Page suivante' }));
    expect(captions()[0]).toBe('Publié par Auteur 18');
    expect(captions()).toHaveLength(12);
  });

  it('jumps to a page by its position when the page before is not known (a shared link)', async () => {
    const fetchMock = stubFetch(listing(makePhotos(30)));
    renderPhotosPage('/vos-photos?page=3');
    await waitFor(() =>
      expect(captions()).toEqual(['Publié par Auteur 6', ...[5, 4, 3, 2, 1].map((n) => `Publié par Auteur ${n}`)]),
    );
    expect(listRequests(fetchMock)[0]).toBe('/api/photos?limit=12&offset=24');
    // The last page: nothing to fetch ahead.
    expect(listRequests(fetchMock)).toHaveLength(1);
  });

  it('wraps from the newest photo to the oldest in the lightbox, fetching its page', async () => {
    const fetchMock = stubFetch(listing(makePhotos(30)));
    renderPhotosPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Photo publiée par Auteur 30' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 sur 30' });
    await user.click(within(dialog).getByRole('button', { name: 'Photo précédente' }));
    expect(await within(dialog).findByRole('img', { name: 'Photo publiée par Auteur 1' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Photo 30 sur 30');
    // Page 2 was fetched ahead: page 3 follows on from its cursor (photo 7).
    expect(listRequests(fetchMock).at(-1)).toBe('/api/photos?limit=12&before=7');
    // And on from the last photo of page 1 to the first of page 2.
    await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(await within(dialog).findByRole('img', { name: 'Photo publiée par Auteur 30' })).toBeInTheDocument();
  });

  it('shows the first page the document came with before any answer, then keeps it up to date', async () => {
    const photos = makePhotos(14);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_PAGE_ELEMENT_ID;
    script.textContent = firstPageJson(photoListAnswer('/api/photos?limit=12', photos) as never);
    document.body.append(script);
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPhotosPage();
    // No request answered yet: the twelve newest are there, and the pages.
    expect(captions()).toHaveLength(12);
    expect(captions()[0]).toBe('Publié par Auteur 14');
    expect(screen.getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
    // The answer brings a photo published since.
    answer(listing(makePhotos(15))('/api/photos?limit=12'));
    await waitFor(() => expect(captions()[0]).toBe('Publié par Auteur 15'));
  });

  it('says the spec’s error when a page cannot be read and none is kept', async () => {
    const photos = makePhotos(30);
    const fetchMock = stubFetch(listing(photos));
    renderPhotosPage();
    await waitFor(() => expect(captions()).toHaveLength(12));
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 500 })));
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des photos.');
  });
});

describe('pageLinks', () => {
  it('offers every page when there are few', () => {
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('offers the first, the last and the neighbours of the current page among many', () => {
    expect(pageLinks(1, 1667)).toEqual([1, 2, null, 1667]);
    expect(pageLinks(800, 1667)).toEqual([1, null, 799, 800, 801, null, 1667]);
    expect(pageLinks(1667, 1667)).toEqual([1, null, 1666, 1667]);
    // A gap of a single page shows that page rather than "…".
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});
