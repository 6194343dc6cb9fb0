import { useState } from 'react';
import { Page } from '../../components/ui/page';
import { usePhotos } from '../../features/gallery/api/get-photos';
import { LoginInvitation } from '../../features/gallery/components/login-invitation';
import { PhotoGallery } from '../../features/gallery/components/photo-gallery';
import { UploadPanel } from '../../features/gallery/components/upload-panel';
import { useSession } from '../../lib/session';

/** /vos-photos: the upload area for a signed-in user (or an invitation to log in), then the gallery. */
export default function Route() {
  const { user } = useSession();
  const photos = usePhotos();
  const [sessionExpired, setSessionExpired] = useState(false);
  return (
    <Page title="Vos Photos">
      {user !== null ? (
        <UploadPanel onPublished={photos.reload} onSessionExpired={() => setSessionExpired(true)} />
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
