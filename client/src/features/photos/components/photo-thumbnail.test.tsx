import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePhotos } from '../../../test/photos';
import { PhotoThumbnail } from './photo-thumbnail';

const [photo] = makePhotos(1) as [ReturnType<typeof makePhotos>[number]];
const ID = '00000001-0000-4000-8000-000000000000';

describe('PhotoThumbnail', () => {
  it('offers the AVIF first, then the sized WebP <img> the browser falls back to', () => {
    const { container } = render(<PhotoThumbnail photo={{ ...photo, thumbnailAvif: `${ID}.avif` }} eager />);
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', `/uploads/photos/thumbs/${ID}.avif`],
    ]);
    // The <source> comes before the <img>: a browser takes the first it can decode.
    expect(picture?.lastElementChild?.tagName).toBe('IMG');
    const img = screen.getByRole('img', { name: 'Photo publiée par Auteur 1' });
    expect(img).toHaveAttribute('src', `/uploads/photos/thumbs/${ID}.webp`);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('offers the WebP only for a photo published before AVIF thumbnails (null, or absent from an older list)', () => {
    for (const older of [{ ...photo, thumbnailAvif: null }, photo]) {
      const { container, unmount } = render(<PhotoThumbnail photo={older} eager={false} />);
      expect(container.querySelectorAll('source')).toHaveLength(0);
      const img = screen.getByRole('img', { name: 'Photo publiée par Auteur 1' });
      expect(img).toHaveAttribute('src', `/uploads/photos/thumbs/${ID}.webp`);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('fetchpriority', 'auto');
      unmount();
    }
  });
});
