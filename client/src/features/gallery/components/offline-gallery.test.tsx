import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makePhotos, renderPhotosPage, stubFetch } from '../test/gallery-fixtures';

/** Cache Storage as the browser has it (jsdom has none): named caches of Responses by URL. */
function stubCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: string, response: Response) => void store.set(key, response),
      match: async (key: string) => store.get(key)?.clone(),
    };
  };
  vi.stubGlobal('caches', { open });
  return stores;
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTICE = /Connexion perdue : la galerie montre les dernières photos reçues sur cet appareil\. La publication/;
const captions = () => screen.getAllByText(/^Publié par/).map((node) => node.textContent);

describe('the gallery without a network', () => {
  it('shows the last list it received, says the connection is lost, and refreshes when it is back', async () => {
    stubCacheStorage();
    stubFetch(() => json(makePhotos(3)));
    renderPhotosPage();
    await waitFor(() =>
      expect(captions()).toEqual(['Publié par Auteur 3', 'Publié par Auteur 2', 'Publié par Auteur 1']),
    );
    expect(screen.queryByText(NOTICE)).toBeNull();
    cleanup();

    // The network is gone: the fetch fails, the kept list is shown, with the notice.
    online = false;
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage();
    await waitFor(() =>
      expect(captions()).toEqual(['Publié par Auteur 3', 'Publié par Auteur 2', 'Publié par Auteur 1']),
    );
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du chargement des photos.')).toBeNull();

    // Back online: the list is asked for again and the notice goes.
    fetchMock.mockImplementation(() => Promise.resolve(json(makePhotos(4))));
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(captions()[0]).toBe('Publié par Auteur 4'));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('with no list kept yet, says the list cannot be loaded and that the connection is lost', async () => {
    stubCacheStorage();
    online = false;
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage();
    expect(await screen.findByText('Erreur lors du chargement des photos.')).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('never shows a kept list when the server answers an error', async () => {
    stubCacheStorage();
    const fetchMock = stubFetch(() => json(makePhotos(2)));
    renderPhotosPage();
    await waitFor(() => expect(captions()).toHaveLength(2));
    cleanup();
    fetchMock.mockImplementation(() => Promise.resolve(json({ message: 'Erreur serveur.' }, 500)));
    renderPhotosPage();
    expect(await screen.findByText('Erreur lors du chargement des photos.')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
