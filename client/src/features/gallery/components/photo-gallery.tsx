import type { Photo } from '@congres/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PhotosState } from '../api/get-photos';
import { thumbnailUrl } from '../api/photo-urls';
import { keepThumbnail } from '../api/saved-photo-list';
import { Lightbox } from './lightbox';
import { Pagination } from './pagination';
import './photo-gallery.css';

/** Spec 9: 12 photos a page. */
export const PAGE_SIZE = 12;
/**
 * The first two rows on a phone are on screen at once: fetched at once and first, since the
 * first thumbnail is what Lighthouse sees as the page's largest paint; the rest wait until shown.
 */
const EAGER_THUMBNAILS = 4;

/** The page of `?page=n`, kept within the pages that exist (a stale link shows the last one). */
function currentPage(raw: string | null, pageCount: number): number {
  const page = Number(raw ?? '1');
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pageCount));
}

/** The photos, newest first, a page at a time, with the lightbox. */
export function PhotoGallery({ state }: { state: PhotosState }) {
  const [searchParams] = useSearchParams();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (state.status === 'loading') {
    return (
      <>
        {/* Said to screen readers; on screen the empty cells say it, and the grid does not move
            up a line when the photos replace them. */}
        <p className="gallery__status visually-hidden" role="status">
          Chargement des photos…
        </p>
        {/* Empty cells hold the place of the first page: what is below does not jump when it arrives. */}
        <ul className="gallery" aria-hidden="true">
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <li key={i} className="gallery__item">
              <span className="gallery__open gallery__placeholder" />
              <p className="gallery__caption">&nbsp;</p>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="alert alert--error" role="alert">
        Erreur lors du chargement des photos.
      </p>
    );
  }
  const { photos } = state;
  if (photos.length === 0) return <p className="gallery__status">Aucune photo pour le moment</p>;

  const pageCount = Math.ceil(photos.length / PAGE_SIZE);
  const page = currentPage(searchParams.get('page'), pageCount);
  const first = (page - 1) * PAGE_SIZE;
  const shown = photos.slice(first, first + PAGE_SIZE);

  return (
    <>
      <ul className="gallery" aria-label={`Photos, page ${page} sur ${pageCount}`}>
        {shown.map((photo, i) => (
          <GalleryItem
            key={photo.id}
            photo={photo}
            eager={i < EAGER_THUMBNAILS}
            onOpen={() => setOpenIndex(first + i)}
          />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} />
      {openIndex !== null ? (
        <Lightbox photos={photos} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
      ) : null}
    </>
  );
}

function GalleryItem({ photo, eager, onOpen }: { photo: Photo; eager: boolean; onOpen: () => void }) {
  return (
    <li className="gallery__item">
      <button type="button" className="gallery__open" onClick={onOpen}>
        {/* Width and height reserve the place before the image loads: nothing jumps. */}
        <img
          className="gallery__thumb"
          src={thumbnailUrl(photo)}
          width={photo.thumbWidth}
          height={photo.thumbHeight}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onLoad={(event) => keepThumbnail(event.currentTarget.currentSrc)}
          alt={`Photo publiée par ${photo.username}`}
        />
      </button>
      <p className="gallery__caption">
        Publié par <span className="gallery__author">{photo.username}</span>
      </p>
    </li>
  );
}
