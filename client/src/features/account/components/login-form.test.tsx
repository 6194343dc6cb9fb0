import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from './auth-test-router';
import { LoginForm } from './login-form';

const setup = () => {
  const user = userEvent.setup();
  const router = renderScreen(<LoginForm />, '/login');
  return { user, router };
};

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'alice@example.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'secret password');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginForm', () => {
  it('has labelled, required fields with the right types and autocomplete, and the two links', () => {
    setup();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signin');
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Mot de passe');
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('posts the credentials, stores the token under "token" and goes to /', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { token: 'a.b.c' }));
    const { user, router } = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('page accueil')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('a.b.c');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/login_check');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'alice@example.fr', password: 'secret password' });
  });

  it('shows "Identifiants incorrects." for a 401, tied to the fields, and keeps the user here', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { message: 'Email ou mot de passe incorrect.' }));
    const { user } = setup();
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Identifiants incorrects.'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message for a 429", async () => {
    const message = 'Trop de tentatives. Réessayez dans 15 minutes.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(429, { message }));
    const { user } = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the server-error message on a network failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('Erreur serveur. Veuillez réessayer plus tard.')).toBeInTheDocument();
  });

  it('disables the submit button while the request runs (no double submission)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup();
    await fillAndSubmit(user);
    const busy = screen.getByRole('button', { name: 'Connexion…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(jsonResponse(401, { message: 'x' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it('does not call the server when a required field is empty', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'alice@example.fr');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
