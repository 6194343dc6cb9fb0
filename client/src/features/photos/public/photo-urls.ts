import { PHOTO_URL_PREFIX, THUMBNAIL_URL_PREFIX, type Photo } from '@congres/contracts';
import { API_BASE_URL } from '../../../lib/api-base-url';

const photoFile = (name: string): string => `${API_BASE_URL}${PHOTO_URL_PREFIX}${encodeURIComponent(name)}`;
const thumbnailFile = (name: string): string => `${API_BASE_URL}${THUMBNAIL_URL_PREFIX}${encodeURIComponent(name)}`;

/** The full-size image (spec 7: uploads/photos/{filename} on the API host): the original to download. */
export const photoUrl = (photo: Photo): string => photoFile(photo.filename);

/** What the lightbox shows: the lighter copy when the photo has one, else the full-size image (decision 041). */
export const displayUrl = (photo: Photo): string => (photo.display ? photoFile(photo.display) : photoUrl(photo));

/** The ~400 px WebP the grid shows. */
export const thumbnailUrl = (photo: Photo): string => thumbnailFile(photo.thumbnail);

/** The same thumbnail in AVIF; undefined for a photo published before AVIF thumbnails existed. */
export const thumbnailAvifUrl = (photo: Photo): string | undefined =>
  photo.thumbnailAvif ? thumbnailFile(photo.thumbnailAvif) : undefined;
