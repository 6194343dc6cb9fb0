import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, listing, makePhotos, renderPhotosPage, stubFetch } from '../../../test/gallery-fixtures';
import { isShownModal } from '../../../test/modal-dialog-stand-in';

afterEach(() => {
  vi.unstubAllGlobals();
});

const captions = () => screen.getAllByText(/^Publié par/).map((node) => node.textContent);

describe('the gallery', () => {
  it('shows a loading state, then the newest photo first with "Publié par" and a sized thumbnail, fetched first', async () => {
    stubFetch(listing(makePhotos(6)));
    renderPhotosPage();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des photos…');
    await waitFor(() => expect(captions()).toEqual([6, 5, 4, 3, 2, 1].map((n) => `Publié par Auteur ${n}`)));
    const thumb = screen.getByRole('img', { name: 'Photo publiée par Auteur 6' });
    expect(thumb).toHaveAttribute('src', '/uploads/photos/thumbs/00000006-0000-4000-8000-000000000000.webp');
    expect(thumb).toHaveAttribute('width', '400');
    expect(thumb).toHaveAttribute('height', '300');
    expect(thumb).toHaveAttribute('loading', 'eager');
    expect(thumb).toHaveAttribute('fetchpriority', 'high');
    expect(thumb).toHaveAttribute('decoding', 'async');
    // Below the first two rows of a phone, thumbnails load when scrolled to.
    expect(screen.getByRole('img', { name: 'Photo publiée par Auteur 2' })).toHaveAttribute('loading', 'lazy');
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pages de la galerie' })).not.toBeInTheDocument();
  });

  it('renders a username as text, never as HTML', async () => {
    const photo = makePhotos(1)[0]!;
    stubFetch(listing([{ ...photo, username: '<img src=x onerror=alert(1)>Eve' }]));
    renderPhotosPage();
    expect(await screen.findByText('<img src=x onerror=alert(1)>Eve')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('pages 13 photos by 12, with the page in the URL', async () => {
    stubFetch(listing(makePhotos(13)));
    const router = renderPhotosPage();
    await waitFor(() => expect(captions()).toHaveLength(12));
    expect(captions()[0]).toBe('Publié par Auteur 13');
    const nav = screen.getByRole('navigation', { name: 'Pages de la galerie' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Page suivante' }));
    await waitFor(() => expect(captions()).toEqual(['Publié par Auteur 1']));
    expect(router.state.location.search).toBe('?page=2');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on ?page=2 directly (a shared link)', async () => {
    stubFetch(listing(makePhotos(13)));
    renderPhotosPage('/vos-photos?page=2');
    await waitFor(() => expect(captions()).toEqual(['Publié par Auteur 1']));
  });

  it('clamps a page beyond the last one', async () => {
    stubFetch(listing(makePhotos(13)));
    renderPhotosPage('/vos-photos?page=99');
    await waitFor(() => expect(captions()).toEqual(['Publié par Auteur 1']));
  });

  it('says when there is no photo yet', async () => {
    stubFetch(listing([]));
    renderPhotosPage();
    expect(await screen.findByText('Aucune photo pour le moment')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded (server error or network failure)', async () => {
    stubFetch(() => json({ message: 'x' }, 500));
    renderPhotosPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des photos.');
  });

  it('says so on a network failure too', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPhotosPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des photos.');
  });

  it('invites an anonymous visitor to log in and shows no upload area', async () => {
    stubFetch(listing(makePhotos(1)));
    renderPhotosPage();
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/Choisir des photos/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publier' })).not.toBeInTheDocument();
  });
});

/** The gallery with `count` photos, its lightbox opened on the newest (Auteur `count`). */
async function openLightbox(count: number) {
  const user = userEvent.setup();
  stubFetch(listing(makePhotos(count)));
  renderPhotosPage();
  const opener = await screen.findByRole('button', { name: `Photo publiée par Auteur ${count}` });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('the lightbox', () => {
  it('shows a username holding markup as text, never as HTML', async () => {
    const user = userEvent.setup();
    const name = '<script>alert(1)</script><img src=x onerror=alert(2)>Eve';
    const photo = makePhotos(1)[0]!;
    stubFetch(listing([{ ...photo, username: name }]));
    renderPhotosPage();
    await user.click(await screen.findByRole('button', { name: `Photo publiée par ${name}` }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(name)).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', `Photo publiée par ${name}`);
    expect(document.querySelector('script, img[src="x"]')).toBeNull();
  });

  it('opens on a photo, wraps both ways with buttons and arrows, closes with Escape and gives focus back', async () => {
    const { user, opener, dialog } = await openLightbox(3);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const shown = () => within(dialog).getByRole('img').getAttribute('alt');
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      '/uploads/photos/00000003-0000-4000-8000-000000000000.jpg',
    );
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();

    // Newest first: Auteur 3, 2, 1. Previous from the first wraps to the last, and back.
    await user.click(within(dialog).getByRole('button', { name: 'Photo précédente' }));
    expect(shown()).toBe('Photo publiée par Auteur 1');
    await user.click(within(dialog).getByRole('button', { name: 'Photo suivante' }));
    expect(shown()).toBe('Photo publiée par Auteur 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe('Photo publiée par Auteur 1');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toBe('Photo publiée par Auteur 2');
    expect(within(dialog).getByText('Auteur 2')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('is a modal dialog while open (the browser makes the page behind inert), and the page scrolls again once closed', async () => {
    const { user, opener, dialog } = await openLightbox(2);
    expect(isShownModal(dialog)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(isShownModal(dialog)).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('keeps the focus inside while open', async () => {
    const { user, dialog } = await openLightbox(2);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('follows a swipe, and still closes with Escape after the photo was touched', async () => {
    const { user, dialog } = await openLightbox(3);
    const image = within(dialog).getByRole('img');
    await user.pointer([
      { keys: '[TouchA>]', target: image, coords: { clientX: 300, clientY: 100 } },
      { pointerName: 'TouchA', target: image, coords: { clientX: 100, clientY: 100 } },
      { keys: '[/TouchA]', target: image, coords: { clientX: 100, clientY: 100 } },
    ]);
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute('alt', 'Photo publiée par Auteur 2');
    // The keys still work after touching the photo.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
