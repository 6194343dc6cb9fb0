import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCacheStorage } from '../../../test/fake-cache-storage';
import { json, listing, makePhotos, renderPhotosPage, requestUrl, stubFetch } from '../../../test/gallery-fixtures';

// The browser's own belief is never what the gallery goes by: here it always says "online",
// as Chromium does under emulated offline, and the gallery must cope with that.
beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const NOTICE = /Connexion perdue : la galerie montre les dernières photos reçues sur cet appareil\. La publication/;
const captions = () => screen.getAllByText(/^Publié par/).map((node) => node.textContent);

describe('the gallery without a network', () => {
  it('shows the last list it received, says the connection is lost, and refreshes when it is back', async () => {
    stubCacheStorage();
    stubFetch(listing(makePhotos(3)));
    renderPhotosPage();
    await waitFor(() =>
      expect(captions()).toEqual(['Publié par Auteur 3', 'Publié par Auteur 2', 'Publié par Auteur 1']),
    );
    expect(screen.queryByText(NOTICE)).toBeNull();
    cleanup();

    // The network is gone: the fetch fails, the kept list is shown, with the notice.
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage();
    await waitFor(() =>
      expect(captions()).toEqual(['Publié par Auteur 3', 'Publié par Auteur 2', 'Publié par Auteur 1']),
    );
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du chargement des photos.')).toBeNull();

    // Back online: the list is asked for again and the notice goes.
    fetchMock.mockImplementation((input) => Promise.resolve(listing(makePhotos(4))(requestUrl(input))));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(captions()[0]).toBe('Publié par Auteur 4'));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('offline on a page link, shows the kept pages that exist, and says when a page was never kept', async () => {
    stubCacheStorage();
    stubFetch(listing(makePhotos(30)));
    renderPhotosPage();
    await waitFor(() => expect(captions()).toHaveLength(12));
    cleanup();

    // Offline, ?page=9 of a gallery of three pages: it is page 3, never seen on this device.
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage('/vos-photos?page=9');
    expect(
      await screen.findByText(
        'Cette page de la galerie n’a pas encore été vue sur cet appareil : elle s’affichera au retour de la connexion.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Erreur lors du chargement des photos.')).toBeNull();
    cleanup();

    // Page 2, fetched ahead during the first visit, is there.
    renderPhotosPage('/vos-photos?page=2');
    await waitFor(() => expect(captions()[0]).toBe('Publié par Auteur 18'));
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('with no list kept yet, says the list cannot be loaded and that the connection is lost', async () => {
    stubCacheStorage();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage();
    expect(await screen.findByText('Erreur lors du chargement des photos.')).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('never shows a kept list when the server answers an error', async () => {
    stubCacheStorage();
    const fetchMock = stubFetch(listing(makePhotos(2)));
    renderPhotosPage();
    await waitFor(() => expect(captions()).toHaveLength(2));
    cleanup();
    fetchMock.mockImplementation(() => Promise.resolve(json({ message: 'Erreur serveur.' }, 500)));
    renderPhotosPage();
    expect(await screen.findByText('Erreur lors du chargement des photos.')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
    // It still tries again, and says so.
    expect(screen.getByText(RETRYING)).toBeInTheDocument();
    fetchMock.mockImplementation((input) => Promise.resolve(listing(makePhotos(3))(requestUrl(input))));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(captions()).toHaveLength(3));
    expect(screen.queryByText('Erreur lors du chargement des photos.')).toBeNull();
    expect(screen.queryByText(RETRYING)).toBeNull();
  });
});

const RETRYING = /La galerie réessaie toute seule/;

describe('the gallery recovers by itself', () => {
  it('asks again with backoff until a request succeeds, with no online event, and the notice goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The middle of the ±20 % spread: waits of exactly 2, 4, 8… s.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    stubCacheStorage();
    const fetchMock = stubFetch(listing(makePhotos(2)));
    renderPhotosPage();
    await waitFor(() => expect(captions()).toHaveLength(2));
    cleanup();

    // A wifi that lets nothing through, the browser none the wiser: no offline, no online event.
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage();
    await waitFor(() => expect(screen.getByText(NOTICE)).toBeInTheDocument());
    expect(screen.getByText(RETRYING)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The first new attempt comes after 2 s; it fails too.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    // The next waits longer, 4 s: nothing 3 s later, one 2 s after that.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(fetchMock).toHaveBeenCalledTimes(4);

    // The network is back, still without any event: the next attempt (8 s) succeeds by itself.
    fetchMock.mockImplementation((input) => Promise.resolve(listing(makePhotos(5))(requestUrl(input))));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    await waitFor(() => expect(captions()[0]).toBe('Publié par Auteur 5'));
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.queryByText(RETRYING)).toBeNull();
    // Then it stops asking: no request while all is well.
    const calls = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it('tries again at once on "Réessayer" and when the visitor comes back to the tab', async () => {
    stubCacheStorage();
    const fetchMock = stubFetch(listing(makePhotos(1)));
    renderPhotosPage();
    await waitFor(() => expect(captions()).toHaveLength(1));
    cleanup();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage();
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fireEvent.click(retry);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await screen.findByRole('button', { name: 'Réessayer' });

    fetchMock.mockImplementation((input) => Promise.resolve(listing(makePhotos(2))(requestUrl(input))));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(captions()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
