import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { usePhotos } from '../../features/gallery/api/get-photos';
import { LoginInvitation } from '../../features/gallery/components/login-invitation';
import { OfflineNotice } from '../../features/gallery/components/offline-notice';
import { PhotoGallery } from '../../features/gallery/components/photo-gallery';
import { UploadPanel } from '../../features/gallery/components/upload-panel';
import { useSession } from '../../lib/session';

/** /vos-photos: the upload area for a signed-in user (or an invitation to log in), then the gallery. */
export default function Route() {
  const { user } = useSession();
  const photos = usePhotos();
  const [sessionExpired, setSessionExpired] = useState(false);
  const [, setSearchParams] = useSearchParams();
  const { reload } = photos;
  // New photos are the newest: show the first page, where they are.
  const onPublished = useCallback(() => {
    reload();
    setSearchParams((params) => {
      params.delete('page');
      return params;
    });
  }, [reload, setSearchParams]);
  return (
    <Page title="Vos Photos">
      <OfflineNotice showsSavedList={photos.status === 'ready' && photos.saved} />
      {user !== null ? (
        <UploadPanel onPublished={onPublished} onSessionExpired={() => setSessionExpired(true)} />
      ) : (
        <LoginInvitation sessionExpired={sessionExpired} />
      )}
      <section aria-labelledby="gallery-title">
        <h2 id="gallery-title" className="visually-hidden">
          Galerie
        </h2>
        <PhotoGallery state={photos} />
      </section>
    </Page>
  );
}
