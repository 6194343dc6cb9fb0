import type { LiveEventData, LiveEventName, Photo } from '@congres/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { listing, makePhotos, renderPhotosPage, stubFetch } from '../../../test/gallery-fixtures';
import { newPhotosLabel } from './new-photos-button';

/** The server's side of the stream: exactly one stream is open, and it gets the event. */
function send<N extends LiveEventName>(name: N, data: LiveEventData[N]) {
  expect(sendLiveEvent(name, data)).toBe(1);
}

const captions = () => screen.getAllByText(/^Publié par/).map((node) => node.textContent);
const newcomer = (id: number): Photo => ({ ...makePhotos(1)[0], id, username: `Nouveau ${id}` }) as Photo;

// jsdom does not scroll: what the page asks is recorded instead.
const scrolledTo: Element[] = [];
beforeEach(() => {
  stubEventSource();
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('the live gallery (decision 057)', () => {
  it('says "1 nouvelle photo", "3 nouvelles photos"', () => {
    expect(newPhotosLabel(1)).toBe('1 nouvelle photo');
    expect(newPhotosLabel(3)).toBe('3 nouvelles photos');
  });

  it('opens one stream, puts a new photo first on page 1 at the top, and takes a removed one out', async () => {
    stubFetch(listing(makePhotos(14)));
    renderPhotosPage();
    await waitFor(() => expect(captions()[0]).toBe('Publié par Auteur 14'));
    expect(TestEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);

    send('photo-published', newcomer(15));
    expect(captions()[0]).toBe('Publié par Nouveau 15');
    expect(screen.queryByRole('button', { name: /nouvelles? photos?$/ })).toBeNull();

    send('photo-removed', { id: 13 });
    await waitFor(() => expect(captions()).not.toContain('Publié par Auteur 13'));
  });

  it('on page 2, keeps new photos behind the button, forgets a removed one, and shows them on page 1', async () => {
    // The server's list, as the events change it.
    const photos = makePhotos(14);
    stubFetch(listing(photos));
    renderPhotosPage('/vos-photos?page=2');
    await waitFor(() => expect(captions()).toEqual(['Publié par Auteur 2', 'Publié par Auteur 1']));

    for (const id of [15, 16, 17]) {
      photos.push(newcomer(id));
      send('photo-published', newcomer(id));
    }
    expect(screen.getByRole('button', { name: '3 nouvelles photos' })).toBeInTheDocument();
    expect(captions()).toEqual(['Publié par Auteur 2', 'Publié par Auteur 1']);
    photos.splice(
      photos.findIndex((photo) => photo.id === 16),
      1,
    );
    send('photo-removed', { id: 16 });
    const offer = screen.getByRole('button', { name: '2 nouvelles photos' });
    // Announced politely, without taking the focus.
    expect(offer.closest('[aria-live="polite"]')).not.toBeNull();

    await userEvent.click(offer);
    const gallery = await screen.findByRole('list', { name: /^Photos, page 1 sur/ });
    expect(within(gallery).getAllByText(/^Publié par/)[0]).toHaveTextContent('Publié par Nouveau 17');
    expect(within(gallery).getAllByText(/^Publié par/)[1]).toHaveTextContent('Publié par Nouveau 15');
    const heading = screen.getByRole('heading', { name: 'Galerie' });
    expect(heading).toHaveFocus();
    expect(scrolledTo).toEqual([heading.closest('section')]);
    expect(screen.queryByRole('button', { name: /nouvelles? photos?$/ })).toBeNull();
  });

  it('asks again for the page on screen on reset', async () => {
    const fetchMock = stubFetch(listing(makePhotos(3)));
    renderPhotosPage();
    await waitFor(() => expect(captions()).toHaveLength(3));
    const asked = fetchMock.mock.calls.length;
    send('reset', {});
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(asked));
  });
});
