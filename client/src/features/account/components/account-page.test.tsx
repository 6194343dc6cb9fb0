import type { AccountBody } from '@congres/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MonCompte from '../../../app/routes/mon-compte';
import { SiteHeader } from '../../../components/layout/site-header';
import { TOKEN_KEY } from '../../../lib/session';
import { fakeToken } from '../../../test/fake-token';
import { json, stubFetch } from '../../../test/stub-network';
import { RENAMED_MESSAGE } from './rename-form';
import { renderWithQueries } from '../../../test/render-with-queries';

/** What the deletion keeps, said in the dialog (decision 096). */
const EVIDENCE_KEPT =
  'Les preuves de votre formation (présence signée, réponses aux QCM, code de l’attestation) sont gardées, comme la loi l’exige, pendant la durée indiquée sur la page Confidentialité.';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WRONG_PASSWORD = 'Mot de passe incorrect : votre compte n’a pas été supprimé.';

const account: AccountBody = {
  id: 1,
  email: 'camille@exemple.fr',
  username: 'Camille Martin',
  role: 'attendee',
  photoCount: 3,
  createdAt: '2025-05-20T08:00:00.000Z',
};

type Call = { url: string; method: string; authorization: string | null; body: unknown };

/** The API behind "Mon compte": `routes` answers by "METHOD /path"; every call is recorded. */
function server(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      authorization: new Headers(init?.headers).get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url}`];
    return route ? route(call) : json({ message: 'Ressource introuvable.' }, 404);
  });
  return calls;
}

/** /mon-compte under the site's header (which shows who is signed in). */
function renderAccount() {
  const router = createMemoryRouter(
    [
      {
        path: '/mon-compte',
        element: (
          <>
            <SiteHeader />
            <MonCompte />
          </>
        ),
      },
      { path: '/login', element: <p>Page de connexion</p> },
      { path: '/', element: <p>Page d’accueil</p> },
    ],
    { initialEntries: ['/mon-compte'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

function signIn(username = 'Camille Martin'): string {
  const token = fakeToken(username);
  localStorage.setItem(TOKEN_KEY, token);
  return token;
}

/** The value shown for a term of the account's facts. */
function fact(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

describe('Mon compte', () => {
  it('invites a visitor who is not signed in to log in, and asks the server nothing', () => {
    const calls = server({});
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByText(/Connectez-vous pour voir votre compte/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });

  it('says it is loading, then shows the email, the name under the photos and the number of photos', async () => {
    const token = signIn();
    let answer: (response: Response) => void = () => undefined;
    const calls = server({
      'GET /api/account': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderAccount();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre compte…');
    answer(json(account));

    expect(await screen.findByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();
    expect(fact('Adresse e-mail')).toHaveTextContent('camille@exemple.fr');
    expect(fact('Nom affiché sous vos photos')).toHaveTextContent('Camille Martin');
    expect(fact('Photos publiées')).toHaveTextContent(/^3 · Voir la galerie$/);
    expect(within(fact('Photos publiées')).getByRole('link', { name: 'Voir la galerie' })).toHaveAttribute(
      'href',
      '/vos-photos',
    );
    expect(screen.queryByText('Rôle')).not.toBeInTheDocument();
    // The account, and the podium's choice (decision 119): nothing else.
    expect(calls).toEqual([
      { url: '/api/account', method: 'GET', authorization: `Bearer ${token}`, body: undefined },
      { url: '/api/account/podium', method: 'GET', authorization: `Bearer ${token}`, body: undefined },
    ]);
  });

  it('tells an organiser their role, with the one way to their home and its tools', async () => {
    signIn();
    server({ 'GET /api/account': () => json({ ...account, role: 'organiser' }) });
    renderAccount();
    expect(await screen.findByText('Rôle', { selector: 'dt' })).toBeInTheDocument();
    expect(within(fact('Rôle')).getByRole('link', { name: 'Organisation de la journée' })).toHaveAttribute(
      'href',
      '/organisation',
    );
    expect(within(fact('Rôle')).getAllByRole('link')).toHaveLength(1);
  });

  it('offers to try again when the account cannot be loaded', async () => {
    signIn();
    let failing = true;
    server({ 'GET /api/account': () => (failing ? Promise.reject(new TypeError('offline')) : json(account)) });
    renderAccount();
    expect(await screen.findByRole('alert')).toHaveTextContent('Pas de réponse du serveur');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('camille@exemple.fr')).toBeInTheDocument();
  });

  it('signs out and says the session expired when the server no longer knows the token', async () => {
    signIn();
    server({ 'GET /api/account': () => json({ message: 'Vous devez être connecté.' }, 401) });
    renderAccount();
    expect(await screen.findByText(/Votre session a expiré : reconnectez-vous/)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });
});

describe('changing the name shown under the photos', () => {
  it('sends the new name, stores the new token, and the header shows the new name at once', async () => {
    const token = signIn();
    const renamed = { ...account, username: 'Zoé Lefèvre' };
    const newToken = fakeToken('Zoé Lefèvre');
    let current = account;
    const calls = server({
      'GET /api/account': () => json(current),
      'PATCH /api/account': () => {
        current = renamed;
        return json({ account: renamed, token: newToken });
      },
    });
    renderAccount();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Nom affiché sous vos photos');
    expect(field).toHaveValue('Camille Martin');
    const save = screen.getByRole('button', { name: 'Enregistrer le nom' });
    // Nothing to save until the name changes.
    expect(save).toBeDisabled();
    expect(screen.getByRole('link', { name: /Mon compte/ })).toHaveTextContent('Camille Martin');

    await user.clear(field);
    await user.type(field, 'Zoé Lefèvre');
    await user.click(save);

    expect(await screen.findByText(RENAMED_MESSAGE)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      url: '/api/account',
      method: 'PATCH',
      authorization: `Bearer ${token}`,
      body: { username: 'Zoé Lefèvre' },
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(newToken);
    expect(screen.getByRole('link', { name: /Mon compte/ })).toHaveTextContent('Zoé Lefèvre');
    expect(fact('Nom affiché sous vos photos')).toHaveTextContent('Zoé Lefèvre');
    expect(screen.getByRole('button', { name: 'Enregistrer le nom' })).toBeDisabled();
  });

  it('shows the server’s message and keeps the token when the name is refused', async () => {
    const token = signIn();
    const refusal = 'Le nom complet ne peut contenir que des lettres, des chiffres et quelques signes.';
    server({
      'GET /api/account': () => json(account),
      'PATCH /api/account': () => json({ message: refusal }, 400),
    });
    renderAccount();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Nom affiché sous vos photos');
    await user.clear(field);
    await user.type(field, '<script>');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le nom' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(fact('Nom affiché sous vos photos')).toHaveTextContent('Camille Martin');
  });
});

describe('deleting the account', () => {
  it('wants the password before asking for confirmation', async () => {
    signIn();
    const calls = server({ 'GET /api/account': () => json(account) });
    renderAccount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }));
    expect(screen.getByText('Saisissez votre mot de passe pour supprimer votre compte.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('asks for confirmation, and "Annuler" (focused) sends nothing', async () => {
    signIn();
    const calls = server({ 'GET /api/account': () => json(account) });
    renderAccount();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mot de passe'), 'mon mot de passe');
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
    expect(dialog).toHaveAccessibleDescription(
      `Votre compte et vos 3 photos seront effacés, sans retour possible. ${EVIDENCE_KEPT}`,
    );
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('says so on a wrong password and keeps the session; with the right one, signs out and says the account is gone', async () => {
    const token = signIn();
    const calls = server({
      'GET /api/account': () => json(account),
      'DELETE /api/account': (call) =>
        (call.body as { password: string }).password === 'le bon mot de passe'
          ? new Response(null, { status: 204 })
          : json({ message: WRONG_PASSWORD }, 403),
    });
    renderAccount();
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Mot de passe');
    await user.type(password, 'un mauvais');
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer définitivement' }));

    expect(await screen.findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(screen.getByRole('heading', { name: 'Vos informations' })).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'le bon mot de passe');
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer définitivement' }));

    expect(await screen.findByText(/^Votre compte a été supprimé, avec toutes vos photos/)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /Mon compte/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { url: '/api/account', method: 'DELETE', authorization: `Bearer ${token}`, body: { password: 'un mauvais' } },
      {
        url: '/api/account',
        method: 'DELETE',
        authorization: `Bearer ${token}`,
        body: { password: 'le bon mot de passe' },
      },
    ]);
  });

  it('speaks of "votre photo" for one photo, and of the account alone for none', async () => {
    signIn();
    let photoCount = 1;
    server({ 'GET /api/account': () => json({ ...account, photoCount }) });
    renderAccount();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mot de passe'), 'x');
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      `Votre compte et votre photo seront effacés, sans retour possible. ${EVIDENCE_KEPT}`,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    photoCount = 0;
    cleanup();
    renderAccount();
    await user.type(await screen.findByLabelText('Mot de passe'), 'x');
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      `Votre compte sera effacé, sans retour possible. ${EVIDENCE_KEPT}`,
    );
  });
});
