import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from './auth-test-router';
import { ForgotPasswordForm } from './forgot-password-form';

const setup = () => {
  const user = userEvent.setup();
  const router = renderScreen(<ForgotPasswordForm />, '/forgot-password');
  return { user, router };
};

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'alice@example.fr');
  await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
}

describe('ForgotPasswordForm', () => {
  it('has a required email field and a link back to the login page', () => {
    setup();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('goes to /reset-password/{token} when the answer holds a token', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { token: 'abc_DEF-123' }));
    const { user, router } = setup();
    await submit(user);
    expect(await screen.findByText('page réinitialisation abc_DEF-123')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password/abc_DEF-123');
    expect(fetch.mock.calls[0]![0]).toBe('/api/forgot-password');
  });

  it('says a link has been sent when the answer has no token (email delivery)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { message: 'envoyé' }));
    const { user, router } = setup();
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent(/un lien de réinitialisation vient de lui être envoyé/);
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it.each([
    [404, { message: 'Utilisateur non trouvé' }, 'Aucun compte associé à cet email.'],
    [
      500,
      { message: 'Erreur serveur. Veuillez réessayer plus tard.' },
      "Erreur lors de l'envoi du lien. Veuillez réessayer.",
    ],
    [
      429,
      { message: 'Trop de tentatives. Réessayez dans 60 minutes.' },
      'Trop de tentatives. Réessayez dans 60 minutes.',
    ],
  ])('answers %i %j with %j', async (status, body, message) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(status, body));
    const { user } = setup();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
  });

  it('shows the server-error message on a network failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup();
    await submit(user);
    expect(await screen.findByText('Erreur serveur. Veuillez réessayer plus tard.')).toBeInTheDocument();
  });
});
