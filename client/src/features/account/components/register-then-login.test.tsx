import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from './auth-test-router';
import { LoginForm } from './login-form';
import { SigninForm } from './signin-form';

afterEach(() => {
  vi.useRealTimers();
});

/** The two real forms, at their routes; `start` is the first history entry. */
function renderAccounts(start: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SigninForm /> },
      { path: '/login', element: <LoginForm /> },
      { path: '/', element: <p>page accueil</p> },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('from the registration to the login form', () => {
  it('fills in the email just registered, out of the URL, and puts the focus on the password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(201, { id: 1 }));
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const router = renderAccounts('/signin');
    await user.type(screen.getByLabelText('Email'), 'alice@example.fr');
    await user.type(screen.getByLabelText('Nom complet'), 'Alice Martin');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText(/Compte créé avec succès/)).toBeInTheDocument();

    // After the spec's 1.5 s (their exact length is signin-form.test.tsx's business).
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();
  });

  it('the prefilled email can be changed, and it is the one sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { token: 'a.b.c' }));
    renderAccounts({ pathname: '/login', state: { email: 'alice@example.fr' } });
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('alice@example.fr');
    await user.clear(email);
    await user.type(email, 'bob@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('page accueil')).toBeInTheDocument();
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toEqual({
      email: 'bob@example.fr',
      password: 'secret password',
    });
  });

  it.each([
    ['a direct visit', '/login'],
    ['a state without an email', { pathname: '/login', state: { from: '/vos-photos' } }],
    ['a state whose email is not text', { pathname: '/login', state: { email: 42 } }],
  ])('starts empty, with nothing focused, on %s', (_case, start) => {
    renderAccounts(start);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Mot de passe')).not.toHaveFocus();
  });
});
