import { PHOTO_URL_PREFIX, THUMBNAIL_URL_PREFIX, type Photo } from '@congres/contracts';

/** The full-size image (spec 7: uploads/photos/{filename} on the API host, which is ours). */
export const photoUrl = (photo: Photo): string => `${PHOTO_URL_PREFIX}${encodeURIComponent(photo.filename)}`;

/** The ~400 px WebP the grid shows. */
export const thumbnailUrl = (photo: Photo): string => `${THUMBNAIL_URL_PREFIX}${encodeURIComponent(photo.thumbnail)}`;
