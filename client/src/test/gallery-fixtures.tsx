import type { Photo } from '@congres/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import VosPhotos from '../app/routes/vos-photos';
import { resetQueueForTests } from '../features/uploads/queue/upload-queue';

import { photoListAnswer } from './photos';
import { json } from './stub-network';

// Photos as the API lists them.
export { makePhotos, photoListAnswer } from './photos';
// The session's test tokens.
export { fakeToken } from './fake-token';
// The network edge of every component test.
export { json, requestUrl, stubFetch, TestXhr, uploadProgress } from './stub-network';

// The queue loads tus-js-client when its first photo leaves: loaded once here, so that the first
// publish of a test file does not wait for Vitest to transform it (past findBy's second on a
// loaded machine).
await import('tus-js-client');

/**
 * The /vos-photos page at `url`, with a stand-in login page: a new visit, on the same device
 * (the upload queue's page state starts again; what IndexedDB holds stays, within a test).
 */
export function renderPhotosPage(url = '/vos-photos') {
  resetQueueForTests();
  const router = createMemoryRouter(
    [
      { path: '/vos-photos', element: <VosPhotos /> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * How long a publication may take to say so: the photos leave through the queue (IndexedDB,
 * one request each), which on a loaded machine goes past findBy's default second.
 */
export const PUBLISHED_WITHIN = { timeout: 4000 };

/** Is `url` a request of the resumable uploads (tus, decision 050)? A server without them answers 404. */
export const isTusRequest = (url: string) => new URL(url, 'http://localhost').pathname.startsWith('/api/uploads');

/** Is `url` a request for the photo list (whole or a page)? */
export const isPhotoList = (url: string) => new URL(url, 'http://localhost').pathname === '/api/photos';

/** A network edge that answers GET /api/photos, whole or by pages, over `photos` (oldest first). */
export const listing = (photos: Photo[]) => (url: string) => json(photoListAnswer(url, photos) ?? photos);
