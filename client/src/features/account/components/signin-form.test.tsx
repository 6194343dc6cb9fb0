import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from './auth-test-router';
import { SigninForm } from './signin-form';

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
  const router = renderScreen(<SigninForm />, '/signin');
  return { user, router };
};

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'alice@example.fr');
  await user.type(screen.getByLabelText('Nom complet'), 'Alice Martin');
  await user.type(screen.getByLabelText('Mot de passe'), 'secret password');
  await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
}

describe('SigninForm', () => {
  it('has the three required fields with their autocomplete', () => {
    setup();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Nom complet')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('autocomplete', 'new-password');
    for (const label of ['Email', 'Nom complet', 'Mot de passe']) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('says, with the full name field, that it is shown under every published photo', () => {
    setup();
    expect(screen.getByLabelText('Nom complet')).toHaveAccessibleDescription(
      'Il sera affiché sous chaque photo que vous publierez (vous pourrez le changer dans « Mon compte »).',
    );
  });

  it('sends the full name as username, shows a message, then goes to /login after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(201, { id: 1, email: 'alice@example.fr', username: 'Alice Martin' }));
    const { user, router } = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText(/Compte créé avec succès/)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/register');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'alice@example.fr',
      username: 'Alice Martin',
      password: 'secret password',
    });
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/signin');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByText('page connexion')).toBeInTheDocument();
  });

  it.each([
    [409, { message: 'Compte déjà existant pour cet email.' }, 'Un compte avec cet email existe déjà.'],
    [
      400,
      { message: 'Le champ « email » doit être une adresse e-mail valide.' },
      "Erreur lors de l'inscription. Veuillez vérifier vos informations.",
    ],
    [
      500,
      { message: 'Erreur serveur. Veuillez réessayer plus tard.' },
      "Erreur lors de l'inscription. Veuillez vérifier vos informations.",
    ],
    [
      429,
      { message: 'Trop de tentatives. Réessayez dans 15 minutes.' },
      'Trop de tentatives. Réessayez dans 15 minutes.',
    ],
  ])('answers %i %j with %j', async (status, body, message) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(status, body));
    const { user, router } = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('shows the server-error message on a network failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('Erreur serveur. Veuillez réessayer plus tard.')).toBeInTheDocument();
  });

  it('the back button returns to the previous page, or to /login on a direct visit', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText('page connexion')).toBeInTheDocument();
    await act(() => router.navigate('/signin'));
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByText('page connexion')).toBeInTheDocument();
  });
});
