import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import VosPhotos from '../../../app/routes/vos-photos';

// Photos as the API lists them.
export { makePhotos } from '../../../test/photos';
// The session's test tokens.
export { fakeToken } from '../../../test/fake-token';
// The network edge of every component test.
export { json, stubFetch, TestXhr, uploadProgress } from '../../../test/stub-network';

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
