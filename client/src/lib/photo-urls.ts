import { PHOTO_URL_PREFIX, THUMBNAIL_URL_PREFIX, type Photo } from '@congres/contracts';
import { API_BASE_URL } from './api-base-url';

/** The full-size image (spec 7: uploads/photos/{filename} on the API host). */
export const photoUrl = (photo: Photo): string =>
  `${API_BASE_URL}${PHOTO_URL_PREFIX}${encodeURIComponent(photo.filename)}`;

/** The ~400 px WebP the grid shows. */
export const thumbnailUrl = (photo: Photo): string =>
  `${API_BASE_URL}${THUMBNAIL_URL_PREFIX}${encodeURIComponent(photo.thumbnail)}`;
