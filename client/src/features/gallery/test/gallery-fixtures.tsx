import type { Photo } from '@congres/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import VosPhotos from '../../../app/routes/vos-photos';

import { photoListAnswer } from '../../../test/photos';
import { json } from '../../../test/stub-network';

// Photos as the API lists them.
export { makePhotos, photoListAnswer } from '../../../test/photos';
// The session's test tokens.
export { fakeToken } from '../../../test/fake-token';
// The network edge of every component test.
export { json, requestUrl, stubFetch, TestXhr, uploadProgress } from '../../../test/stub-network';

/** The /vos-photos page at `url`, with a stand-in login page. */
export function renderPhotosPage(url = '/vos-photos') {
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

/** Is `url` a request for the photo list (whole or a page)? */
export const isPhotoList = (url: string) => new URL(url, 'http://localhost').pathname === '/api/photos';

/** A network edge that answers GET /api/photos, whole or by pages, over `photos` (oldest first). */
export const listing = (photos: Photo[]) => (url: string) => json(photoListAnswer(url, photos) ?? photos);
