import type { Photo } from '@congres/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { GalleryPhotos } from '../api/get-photos';
import { PAGE_SIZE, pageCount as countPages } from '../api/photo-pages';
import { ActionNotice } from '../../../components/ui/action-notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Lightbox } from './lightbox';
import { Pagination } from './pagination';
import { PhotoThumbnail } from './photo-thumbnail';
import type { PhotoActions } from './use-photo-actions';
import './photo-gallery.css';

/**
 * The report dialog comes with its first opening, not with the page: /vos-photos is a first page,
 * and its form's submission (useSubmit) would otherwise join the code every first page runs
 * (decision 117). The worker precaches it with the rest once the page is idle.
 */
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * The first two rows on a phone are on screen at once: fetched at once and first, since the
 * first thumbnail is what Lighthouse sees as the page's largest paint; the rest wait until shown.
 */
const EAGER_THUMBNAILS = 4;

/**
 * The photos, newest first, a page at a time, with the lightbox. With `actions`, a signed-in
 * visitor may delete their own photos (an organiser any photo) and report the others'.
 */
export function PhotoGallery({ gallery, actions }: { gallery: GalleryPhotos; actions?: PhotoActions }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toReport, setToReport] = useState<Photo | null>(null);
  // A photo deleted from the grid takes its "Supprimer" button with it: focus goes to the notice
  // that says it is gone, once the confirmation has closed, rather than to the top of the page.
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);
  useEffect(() => {
    if (toDelete !== null || !focusNotice.current) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [toDelete]);

  if (gallery.status === 'loading') return <PendingPage />;
  if (gallery.status === 'error') return <LoadError />;
  const { list } = gallery;
  const notice = actions?.notice ?? null;
  const noticeView = <ActionNotice notice={notice} className="gallery__notice" ref={noticeRef} />;
  if (list.total === 0) {
    return (
      <>
        {noticeView}
        <p className="gallery__status">Aucune photo pour le moment</p>
      </>
    );
  }

  const { page } = gallery;
  const pageCount = countPages(list.total);
  const first = (page - 1) * PAGE_SIZE;
  // Undefined until the page arrives (a page link, offline a page never seen on this device).
  const shown = list.pages.get(page)?.photos;
  // A photo deleted while the lightbox shows it: the next one takes its place.
  const lightboxIndex = openIndex === null ? null : Math.min(openIndex, list.total - 1);

  const confirmDelete = async () => {
    if (toDelete === null || actions === undefined) return;
    setDeleting(true);
    const removed = await actions.remove(toDelete);
    focusNotice.current = removed && openIndex === null;
    setDeleting(false);
    setToDelete(null);
    // The last photo gone, the lightbox is closed for good: a photo published later must not reopen it.
    if (removed && list.total === 1) setOpenIndex(null);
  };

  return (
    <>
      {noticeView}
      {shown === undefined ? (
        gallery.failed ? (
          gallery.connection.failure === 'network' ? (
            <p className="alert alert--offline" role="status">
              Cette page de la galerie n’a pas encore été vue sur cet appareil : elle s’affichera au retour de la
              connexion.
            </p>
          ) : (
            <LoadError />
          )
        ) : (
          <PendingPage />
        )
      ) : (
        <ul className="gallery" aria-label={`Photos, page ${page} sur ${pageCount}`}>
          {shown.map((photo, i) => (
            <GalleryItem
              key={photo.id}
              photo={photo}
              eager={i < EAGER_THUMBNAILS}
              onOpen={() => setOpenIndex(first + i)}
              onDelete={actions?.canDelete(photo) ? () => setToDelete(photo) : undefined}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} />
      {lightboxIndex !== null ? (
        <Lightbox
          count={list.total}
          photoAt={gallery.photoAt}
          need={gallery.need}
          index={lightboxIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          notice={<ActionNotice notice={notice} className="gallery__notice" />}
          onDelete={(photo) => (actions?.canDelete(photo) ? () => setToDelete(photo) : undefined)}
          onReport={(photo) => (actions?.canReport(photo) ? () => setToReport(photo) : undefined)}
        />
      ) : null}
      {toDelete !== null ? (
        <ConfirmDialog
          title="Supprimer cette photo ?"
          message={
            actions?.isMine(toDelete)
              ? 'Elle disparaîtra de la galerie pour tout le monde, avec son fichier. Cette action est définitive.'
              : `Cette photo publiée par ${toDelete.username} disparaîtra de la galerie pour tout le monde. Cette action est définitive.`
          }
          confirmLabel="Supprimer"
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
      {toReport !== null && actions !== undefined ? (
        <Suspense fallback={null}>
          <ReportDialog
            photo={toReport}
            onSend={(reason) => actions.report(toReport, reason)}
            onClose={() => setToReport(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Spec 8: the list could not be read. */
function LoadError() {
  return (
    <p className="alert alert--error" role="alert">
      Erreur lors du chargement des photos.
    </p>
  );
}

/** A page whose photos are on their way: empty cells hold its place. */
function PendingPage() {
  return (
    <>
      {/* Said to screen readers; on screen the empty cells say it, and the grid does not move
          up a line when the photos replace them. */}
      <p className="gallery__status gallery--pending visually-hidden" role="status">
        Chargement des photos…
      </p>
      {/* Without scripts a page not in the document never comes: say so, instead of empty
          cells forever (public/noscript.css hides the cells and the status). */}
      <noscript>
        <p className="alert alert--error">
          La galerie a besoin de JavaScript pour afficher les photos : activez-le dans votre navigateur.
        </p>
      </noscript>
      {/* Empty cells hold the place of the page: what is below does not jump when it arrives. */}
      <ul className="gallery gallery--pending" aria-hidden="true">
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

function GalleryItem({
  photo,
  eager,
  onOpen,
  onDelete,
}: {
  photo: Photo;
  eager: boolean;
  onOpen: () => void;
  onDelete: (() => void) | undefined;
}) {
  return (
    <li className="gallery__item">
      <button type="button" className="gallery__open" onClick={onOpen}>
        <PhotoThumbnail photo={photo} eager={eager} />
      </button>
      <p className="gallery__caption">
        Publié par <span className="gallery__author">{photo.username}</span>
      </p>
      {onDelete ? (
        <button
          type="button"
          className="gallery__delete"
          onClick={onDelete}
          aria-label={`Supprimer la photo publiée par ${photo.username}`}
        >
          Supprimer
        </button>
      ) : null}
    </li>
  );
}
