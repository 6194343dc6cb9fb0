import type { Photo } from '@congres/contracts';
import { preload } from 'react-dom';
import { thumbnailAvifUrl, thumbnailUrl } from '../public/photo-urls';
import { keepThumbnail } from '../api/saved-photo-list';
import './photo-thumbnail.css';

/**
 * A photo's grid thumbnail: AVIF for browsers that take it (a quarter to two fifths lighter),
 * else the WebP; photos published before AVIF thumbnails existed offer the WebP only (decision 041).
 */
export function PhotoThumbnail({ photo, eager }: { photo: Photo; eager: boolean }) {
  const avif = thumbnailAvifUrl(photo);
  // The first rows are what the page paints first: asked for from the head, in the format the
  // browser will pick. (React preloads a lone eager <img> by itself, not one inside <picture>.)
  if (eager) {
    preload(avif ?? thumbnailUrl(photo), {
      as: 'image',
      fetchPriority: 'high',
      ...(avif ? { type: 'image/avif' } : {}),
    });
  }
  return (
    <picture className="gallery__picture">
      {avif ? <source type="image/avif" srcSet={avif} /> : null}
      {/* Width and height reserve the place before the image loads: nothing jumps. */}
      <img
        className="gallery__thumb"
        src={thumbnailUrl(photo)}
        width={photo.thumbWidth}
        height={photo.thumbHeight}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        // currentSrc: the file the browser chose (AVIF or WebP) is the one to keep offline.
        onLoad={(event) => keepThumbnail(event.currentTarget.currentSrc)}
        alt={`Photo publiée par ${photo.username}`}
      />
    </picture>
  );
}
