// Test support (not used by the app): renders one account screen inside a memory router
// whose other routes just name themselves, so a test can see where a form navigated.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';

function Named({ name }: { name: string }) {
  const { token } = useParams();
  return <p>{token === undefined ? name : `${name} ${token}`}</p>;
}

/** Renders `screen` at `path` (its route pattern `pattern`); returns the router. */
export function renderScreen(screen: ReactNode, path: string, pattern: string = path) {
  const others = [
    { path: '/', element: <Named name="page accueil" /> },
    { path: '/login', element: <Named name="page connexion" /> },
    { path: '/signin', element: <Named name="page inscription" /> },
    { path: '/forgot-password', element: <Named name="page mot de passe oublié" /> },
    { path: '/reset-password/:token', element: <Named name="page réinitialisation" /> },
  ].filter((route) => route.path !== pattern);
  const router = createMemoryRouter([{ path: pattern, element: screen }, ...others], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** A JSON answer as the server would send it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
