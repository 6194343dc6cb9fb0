import type { Photo } from '@congres/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { usePhotos } from '../../features/photos/api/get-photos';
import { requestedPage } from '../../features/photos/api/photo-pages';
import { LoginInvitation } from '../../features/photos/components/login-invitation';
import { OfflineNotice } from '../../features/photos/components/offline-notice';
import { PhotoGallery } from '../../features/photos/components/photo-gallery';
import { UploadPanel } from '../../features/uploads/components/upload-panel';
import { usePhotoActions, type GalleryViewer } from '../../features/photos/components/use-photo-actions';
import { ShareLostNotice } from '../../features/uploads/queue/share-lost-notice';
import { UploadQueue } from '../../features/uploads/queue/upload-queue-list';
import { NewPhotosButton } from '../../features/photos/live/new-photos-button';
import { useLiveGallery } from '../../features/photos/live/use-live-gallery';
import { useSession } from '../../lib/session';

/** /vos-photos: the upload area for a signed-in user (or an invitation to log in), then the gallery. */
export default function Route() {
  const { token, user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const photos = usePhotos(requestedPage(searchParams.get('page')));
  const [sessionExpired, setSessionExpired] = useState(false);
  const { reload, addPublished, forget } = photos;
  // New photos are the newest: show the first page, where they are.
  const showFirstPage = useCallback(() => {
    setSearchParams((params) => {
      params.delete('page');
      return params;
    });
  }, [setSearchParams]);
  const onSuccess = useCallback(
    (published: Parameters<typeof addPublished>[0]) => {
      addPublished(published);
      showFirstPage();
    },
    [addPublished, showFirstPage],
  );
  const onPublished = useCallback(() => {
    reload();
    showFirstPage();
  }, [reload, showFirstPage]);
  // A photo the queue sent by itself joins page 1 (the page shown stays: the visitor may be on another).
  const onQueuePublished = useCallback((photo: Photo) => addPublished([photo]), [addPublished]);
  // The token is already forgotten (lib/api-result.ts): the page only says why.
  const onSessionExpired = useCallback(() => setSessionExpired(true), []);

  const viewer = useMemo<GalleryViewer | null>(
    () =>
      user !== null && token !== null ? { userId: Number(user.id), organiser: user.role === 'organiser', token } : null,
    [user, token],
  );
  const actions = usePhotoActions(viewer, { onDeleted: forget, onSessionExpired });
  // Photos published and deleted by others, as they happen (decision 057).
  const galleryTop = useRef<HTMLElement>(null);
  const live = useLiveGallery(photos, { top: galleryTop, showFirstPage });

  return (
    <Page title="Vos Photos">
      <OfflineNotice connection={photos.connection} onRetry={reload} />
      <ShareLostNotice />
      {user !== null ? (
        <UploadPanel onSuccess={onSuccess} onPublished={onPublished} onSessionExpired={onSessionExpired} />
      ) : (
        <LoginInvitation sessionExpired={sessionExpired} />
      )}
      <UploadQueue onPublished={onQueuePublished} signedIn={user !== null} />
      <section aria-labelledby="gallery-title" ref={galleryTop}>
        <h2 id="gallery-title" className="visually-hidden" tabIndex={-1}>
          Galerie
        </h2>
        <NewPhotosButton count={live.waiting.length} onShow={live.showWaiting} />
        <PhotoGallery gallery={photos} actions={actions} />
      </section>
    </Page>
  );
}
