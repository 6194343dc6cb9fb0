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
    // Photo i is published by account 100 + i: none is the fake token's account (1) unless a test says so.
    userId: 100 + i,
    width: 1024,
    height: 768,
    thumbWidth: 400,
    thumbHeight: 300,
    createdAt: new Date(Date.UTC(2025, 4, 23, 8, i)).toISOString(),
  }));
}

/** A token whose payload decodes like the server's (the signature is the server's business). */
export function fakeToken(username = 'Camille Martin', options: { sub?: string; role?: string } = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const payload = {
    sub: options.sub ?? '1',
    username,
    email: 'camille@exemple.fr',
    role: options.role ?? 'attendee',
    exp,
  };
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces the network edge with `handler`: fetch, and XMLHttpRequest (uploads, for their
 * progress) as a thin shell over the same handler. Returns the mock to inspect the calls.
 */
export function stubFetch(handler: (url: string, init: RequestInit | undefined) => Promise<Response> | Response) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(input instanceof Request ? input.url : String(input), init)),
  );
  vi.stubGlobal('fetch', mock);
  vi.stubGlobal('XMLHttpRequest', xhrOver(mock));
  return mock;
}

/** The upload progress events a test can watch: every fraction reported, in order. */
export const uploadProgress: number[] = [];

/** An XMLHttpRequest that answers through `send` (the stubbed fetch), reporting the upload in halves. */
function xhrOver(send: (url: string, init: RequestInit) => Promise<Response>) {
  return class FakeXhr {
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    private readonly headers = new Headers();
    private method = 'GET';
    private url = '';
    status = 0;
    responseText = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    send(body: FormData) {
      const total = [...body.values()].reduce((sum, value) => sum + (value instanceof File ? value.size : 0), 0) || 1;
      for (const loaded of [total / 2, total]) {
        uploadProgress.push(loaded / total);
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
      }
      send(this.url, { method: this.method, headers: this.headers, body }).then(
        async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.events.dispatchEvent(new Event('load'));
        },
        () => this.events.dispatchEvent(new Event('error')),
      );
    }
  };
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
