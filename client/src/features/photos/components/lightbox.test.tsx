import type { Photo } from '@congres/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePhotos } from '../../../test/photos';
import { Lightbox } from './lightbox';

const ID = '00000001-0000-4000-8000-000000000000';
const noop = () => undefined;
/** The lightbox over these photos only, opened on the first. */
const lightboxOver = (photos: Photo[]) => (
  <Lightbox
    count={photos.length}
    photoAt={(i) => photos[i]}
    need={noop}
    index={0}
    onIndexChange={noop}
    onClose={noop}
  />
);

describe('the lightbox’s image', () => {
  it('shows the lighter copy and links to the original, reachable by the keyboard', async () => {
    const [photo] = makePhotos(1);
    if (!photo) throw new Error('no photo');
    render(lightboxOver([{ ...photo, display: `${ID}.webp` }]));
    const image = screen.getByRole('img', { name: 'Photo publiée par Auteur 1' });
    expect(image).toHaveAttribute('src', `/uploads/photos/${ID}.webp`);
    expect(image).toHaveAttribute('width', '1024');
    const link = screen.getByRole('link', { name: 'Télécharger l’original' });
    expect(link).toHaveAttribute('href', `/uploads/photos/${ID}.jpg`);
    expect(link).toHaveAttribute('download');

    const user = userEvent.setup();
    // From "Fermer" (focused on opening), the next stop is the link.
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('shows the original itself when the photo has no lighter copy', () => {
    const [photo] = makePhotos(1);
    if (!photo) throw new Error('no photo');
    render(lightboxOver([{ ...photo, display: null }]));
    expect(screen.getByRole('img')).toHaveAttribute('src', `/uploads/photos/${ID}.jpg`);
    expect(screen.getByRole('link', { name: 'Télécharger l’original' })).toHaveAttribute(
      'href',
      `/uploads/photos/${ID}.jpg`,
    );
  });
});
