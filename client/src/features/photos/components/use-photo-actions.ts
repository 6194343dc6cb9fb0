import type { MessageBody, Photo } from '@congres/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { Notice } from '../../../components/ui/action-notice';
import type { ApiResult } from '../../../lib/api-result';
import { onSessionRefused } from '../../../lib/refused-session';
import { deletePhoto } from '../public/delete-photo';
import { reportPhoto } from '../api/report-photo';

/** Who looks at the gallery, as far as its buttons are concerned (null: not signed in). */
export interface GalleryViewer {
  userId: number;
  organiser: boolean;
  token: string;
}

export interface PhotoActions {
  /** The last action's outcome, shown in the gallery (and in the lightbox when it is open). */
  notice: Notice;
  isMine: (photo: Photo) => boolean;
  /** The publisher may take a photo back; an organiser may remove any. */
  canDelete: (photo: Photo) => boolean;
  /** Any signed-in visitor may report someone else's photo. */
  canReport: (photo: Photo) => boolean;
  /** Deletes the photo; true when it is gone (also when it already was). */
  remove: (photo: Photo) => Promise<boolean>;
  report: (photo: Photo, reason: string) => Promise<ApiResult<MessageBody>>;
}

export const PHOTO_DELETED = 'Photo supprimée : elle n’apparaît plus dans la galerie.';

/** Deleting and reporting photos from the gallery, for `viewer`. */
export function usePhotoActions(
  viewer: GalleryViewer | null,
  callbacks: { onDeleted: (photoId: number) => void; onSessionExpired: () => void },
): PhotoActions {
  const [notice, setNotice] = useState<Notice>(null);
  const { onDeleted, onSessionExpired } = callbacks;
  // A 401 to any of these calls has signed out already (lib/api-result.ts); the page says so.
  useEffect(() => onSessionRefused(onSessionExpired), [onSessionExpired]);

  const isMine = useCallback((photo: Photo) => viewer !== null && photo.userId === viewer.userId, [viewer]);
  const canDelete = useCallback(
    (photo: Photo) => viewer !== null && (photo.userId === viewer.userId || viewer.organiser),
    [viewer],
  );
  const canReport = useCallback((photo: Photo) => viewer !== null && photo.userId !== viewer.userId, [viewer]);

  const remove = useCallback(
    async (photo: Photo) => {
      if (viewer === null) return false;
      const result = await deletePhoto(photo.id, viewer.token);
      // Already deleted (by its publisher or an organiser): it leaves this gallery too.
      if (result.ok || result.status === 404) {
        onDeleted(photo.id);
        setNotice({ kind: 'success', text: result.ok ? PHOTO_DELETED : result.message });
        return true;
      }
      setNotice({ kind: 'error', text: result.message });
      return false;
    },
    [viewer, onDeleted],
  );

  const report = useCallback(
    async (photo: Photo, reason: string): Promise<ApiResult<MessageBody>> => {
      if (viewer === null) return { ok: false, message: 'Vous devez être connecté.', status: 401 };
      const result = await reportPhoto(photo.id, reason, viewer.token);
      if (result.ok) setNotice({ kind: 'success', text: result.data.message });
      return result;
    },
    [viewer],
  );

  return { notice, isMine, canDelete, canReport, remove, report };
}
