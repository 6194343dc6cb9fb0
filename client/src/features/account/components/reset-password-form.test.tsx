import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from './auth-test-router';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => {
  vi.useRealTimers();
});

const setup = () => {
  const user = userEvent.setup({
    // Only the redirect tests fake the clock; user-event must then move it along.
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const router = renderScreen(
    <ResetPasswordForm token="tok_123" />,
    '/reset-password/tok_123',
    '/reset-password/:token',
  );
  return { user, router };
};

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirmation = password) {
  await user.type(screen.getByLabelText('Nouveau mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('ResetPasswordForm', () => {
  it('has two required new-password fields', () => {
    setup();
    for (const label of ['Nouveau mot de passe', 'Confirmer le mot de passe']) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
  });

  it('refuses different passwords without calling the server, on the confirmation field', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { user } = setup();
    await submit(user, 'first password', 'second password');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Les mots de passe ne correspondent pas.');
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts {password} to /api/reset-password/{token}, shows a message, then goes to /login after 2.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    const { user, router } = setup();
    await submit(user, 'new password 1');
    expect(await screen.findByRole('status')).toHaveTextContent(/Mot de passe réinitialisé avec succès/);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/reset-password/tok_123');
    expect(JSON.parse(init?.body as string)).toEqual({ password: 'new password 1' });
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2400));
    expect(router.state.location.pathname).toBe('/reset-password/tok_123');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByText('page connexion')).toBeInTheDocument();
  });

  it.each([
    [
      400,
      { message: 'Lien de réinitialisation invalide ou expiré.' },
      'Lien invalide ou expiré. Veuillez redemander une réinitialisation.',
    ],
    [
      400,
      { message: 'Le champ « password » doit contenir au moins 8 caractères.' },
      'Le champ « password » doit contenir au moins 8 caractères.',
    ],
    [502, undefined, 'Erreur lors de la réinitialisation. Veuillez réessayer.'],
  ])('answers %i %j with %j', async (status, body, message) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(status, body));
    const { user } = setup();
    await submit(user, 'new password 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('offers to ask for a new link when the link is dead', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(400, { message: 'Lien invalide ou expiré.' }));
    const { user } = setup();
    await submit(user, 'new password 1');
    expect(await screen.findByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
