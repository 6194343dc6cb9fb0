import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { fakeToken } from '../../test/fake-token';
import { SiteHeader } from './site-header';

/** The header on a few routes, each page saying where it is. */
function renderAt(path: string) {
  const page = (name: string) => (
    <>
      <SiteHeader />
      <p>Page {name}</p>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('accueil') },
      { path: '/programme', element: page('programme') },
      { path: '/repas', element: page('repas') },
      { path: '/login', element: page('connexion') },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('has the spec links with their exact labels and routes', () => {
  renderAt('/');
  const expected = {
    Programme: '/programme',
    Repas: '/repas',
    Itinéraires: '/itineraire',
    Présentation: '/presentation',
    Quizz: '/quizz',
    'Vos Photos': '/vos-photos',
    Connexion: '/login',
  };
  for (const [label, href] of Object.entries(expected)) {
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  expect(screen.getByRole('link', { name: /APSB Bordeaux/ })).toHaveAttribute('href', '/');
});

it('marks the current route’s link as active', async () => {
  renderAt('/programme');
  const current = screen.getByRole('link', { name: 'Programme' });
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(current).toHaveClass('is-active');
  expect(screen.getByRole('link', { name: 'Repas' })).not.toHaveAttribute('aria-current');

  await userEvent.click(screen.getByRole('link', { name: 'Repas' }));
  expect(await screen.findByText('Page repas')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Repas' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Programme' })).not.toHaveAttribute('aria-current');
});

it('opens the menu with its toggle and closes it with Escape, focus back on the toggle', async () => {
  const user = userEvent.setup();
  renderAt('/');
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(list).not.toBeNull();
  expect(list).not.toHaveClass('is-open');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveClass('is-open');

  await user.tab();
  expect(screen.getByRole('link', { name: 'Programme' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();

  // Keyboard: Enter toggles it too, and following a link closes it.
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('link', { name: 'Repas' }));
  expect(await screen.findByText('Page repas')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

it('shows Déconnexion instead of Connexion when a token is stored, and signs out to /login', async () => {
  localStorage.setItem('token', 'header.payload.signature');
  const router = renderAt('/programme');
  expect(screen.queryByRole('link', { name: 'Connexion' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
  expect(await screen.findByText('Page connexion')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(localStorage.getItem('token')).toBeNull();
  await waitFor(() => expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Déconnexion' })).toBeNull();
});

it('shows neither "Mon compte" nor "Organisation" to a visitor who is not signed in', () => {
  renderAt('/');
  expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Mon compte/ })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Organisation' })).toBeNull();
});

it('links a signed-in attendee to "Mon compte", with the name shown under their photos, and no "Organisation"', () => {
  localStorage.setItem('token', fakeToken('Zoé Lefèvre', { sub: '5', role: 'attendee' }));
  renderAt('/');
  const account = screen.getByRole('link', { name: /^Mon compte/ });
  expect(account).toHaveAttribute('href', '/mon-compte');
  expect(account).toHaveTextContent('Zoé Lefèvre');
  expect(screen.queryByRole('link', { name: 'Organisation' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
});

it('adds one "Organisation" link for an organiser, to their home, as the token says, and takes it away when they sign out', async () => {
  localStorage.setItem('token', fakeToken('Alex Orga', { sub: '9', role: 'organiser' }));
  renderAt('/');
  expect(screen.getByRole('link', { name: 'Organisation' })).toHaveAttribute('href', '/organisation');
  // The tools are reached from there (decision 109), no longer one by one from the header.
  for (const tool of ['Signalements', 'Chiffres', 'Contenu'])
    expect(screen.queryByRole('link', { name: tool })).toBeNull();
  expect(screen.getByRole('link', { name: /^Mon compte/ })).toHaveTextContent('Alex Orga');

  await userEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
  expect(await screen.findByText('Page connexion')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Organisation' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Mon compte/ })).toBeNull();
});

it('takes over a menu opened before the app ran in its commit: an Escape pressed right then closes it', async () => {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const { useLayoutEffect } = await import('react');
  const { startEarlyMenu } = await import('./early-menu');
  // Pressed by a sibling after the header, in the same commit: before any passive effect runs,
  // as a key the browser handles just after hydration on a busy phone.
  function EscapeOnCommit() {
    useLayoutEffect(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }, []);
    return null;
  }
  const tree = () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <SiteHeader />
            <EscapeOnCommit />
          </>
        ),
      },
    ]);
    return <RouterProvider router={router} />;
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  startEarlyMenu();
  const toggle = container.querySelector<HTMLButtonElement>('.site-header__toggle')!;
  toggle.click();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const root = await act(async () => hydrateRoot(container, tree()));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(container.querySelector('.site-nav__list')).not.toHaveClass('is-open');
  act(() => root.unmount());
  container.remove();
});
