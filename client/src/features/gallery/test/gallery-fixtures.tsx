import type { Photo } from '@congres/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import VosPhotos from '../../../app/routes/vos-photos';

/** `count` photos as GET /api/photos lists them: oldest first, ids 1..count. */
export function makePhotos(count: number): Photo[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    filename: `${String(i + 1).padStart(8, '0')}-0000-4000-8000-000000000000.jpg`,
    thumbnail: `${String(i + 1).padStart(8, '0')}-0000-4000-8000-000000000000.webp`,
    username: `Auteur ${i + 1}`,
    width: 1024,
    height: 768,
    thumbWidth: 400,
    thumbHeight: 300,
    createdAt: new Date(Date.UTC(2025, 4, 23, 8, i)).toISOString(),
  }));
}

/** A token whose payload decodes like the server's (the signature is the server's business). */
export function fakeToken(username = 'Camille Martin'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', username, email: 'camille@exemple.fr', exp })}.signature`;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch (the network edge) with `handler`; returns the mock to inspect the calls. */
export function stubFetch(handler: (url: string, init: RequestInit | undefined) => Promise<Response> | Response) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(input instanceof Request ? input.url : String(input), init)),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

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
