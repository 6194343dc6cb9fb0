import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { openMenuIfFolded, submitRegistration } from './support/attendees';
import { expect, test } from './fixtures';
import { resetLinkFor } from './support/outbox';
import { startServer, type RunningServer } from './support/server';
import { answerMapAtTheEdge } from './support/third-party-map';

const MESSAGES = {
  badCredentials: 'Identifiants incorrects.',
  serverError: 'Erreur serveur. Veuillez réessayer plus tard.',
  emailTaken: 'Un compte avec cet email existe déjà.',
  registerFailed: "Erreur lors de l'inscription. Veuillez vérifier vos informations.",
  noAccount: 'Aucun compte associé à cet email.',
  sendFailed: "Erreur lors de l'envoi du lien. Veuillez réessayer.",
  mismatch: 'Les mots de passe ne correspondent pas.',
  deadLink: 'Lien invalide ou expiré. Veuillez redemander une réinitialisation.',
  resetFailed: 'Erreur lors de la réinitialisation. Veuillez réessayer.',
};

// The embedded map is a third party, unreachable here: answered at the network edge.
test.beforeEach(({ page }) => answerMapAtTheEdge(page));

let counter = 0;
/** An address no other test of this worker's server uses. */
function uniqueEmail(testInfo: TestInfo): string {
  counter += 1;
  return `attendee-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}-${counter}@example.fr`;
}

async function registerByApi(request: APIRequestContext, baseUrl: string, email: string, password: string) {
  const res = await request.post(`${baseUrl}/api/register`, { data: { email, username: 'Camille Dupont', password } });
  expect(res.status()).toBe(201);
}

async function logIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function setNewPassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(confirmation);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
}

test('register, log in, see Déconnexion, log out', { tag: '@phone' }, async ({ page, server }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
  await submitRegistration(page, { email });
  await expect(page.getByRole('status')).toContainText('Compte créé avec succès');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, server.url, email, 'une phrase de passe');
  await expect(page).toHaveURL(`${server.url}/`);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  await openMenuIfFolded(page);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await openMenuIfFolded(page);
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server revoked the token too (Déconnexion calls /api/logout).
  await expect
    .poll(async () =>
      (await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
});

test('login and registration show the catalogue messages', async ({ page, server, request }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await registerByApi(request, server.url, email, 'le bon mot de passe');

  await logIn(page, server.url, email, 'un mauvais mot de passe');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.badCredentials);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('type', 'text');

  await page.goto('/signin');
  await submitRegistration(page, {
    email: email.toUpperCase(),
    name: 'Quelqu’un d’autre',
    password: 'un autre mot de passe',
  });
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailTaken);

  // The browser accepts "name@localhost"; the server wants a domain with a dot.
  await page.getByLabel('Email').fill('camille@localhost');
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.registerFailed);
});

test('after too many attempts the login page shows the server’s "try again" message', async ({
  page,
  server,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  for (let i = 0; i < 10; i += 1) {
    await request.post(`${server.url}/api/login_check`, { data: { email, password: 'guess' } });
  }
  await logIn(page, server.url, email, 'guess');
  await expect(page.getByRole('alert')).toHaveText(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/);
});

test('network failures and server faults give the generic messages', async ({ page }) => {
  await page.route('**/api/login_check', (route) => route.abort('internetdisconnected'));
  await logIn(page, '', 'camille@example.fr', 'un mot de passe');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.serverError);

  await page.route('**/api/register', (route) => route.abort('internetdisconnected'));
  await page.goto('/signin');
  await submitRegistration(page, { email: 'camille@example.fr', name: 'Camille', password: 'un mot de passe' });
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.serverError);

  await page.route('**/api/forgot-password', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service indisponible' } }),
  );
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('camille@example.fr');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.sendFailed);

  await page.route('**/api/reset-password/**', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await page.goto('/reset-password/abc');
  await setNewPassword(page, 'un nouveau mot de passe');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.resetFailed);
});

test('reset: different passwords, and a dead link', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await setNewPassword(page, 'un nouveau mot de passe', 'un autre mot de passe');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.mismatch);
  await setNewPassword(page, 'un nouveau mot de passe');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.deadLink);
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('forgot-password and reset by email (the default; outbox without SMTP_URL)', async ({
  page,
  server,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await registerByApi(request, server.url, email, 'ancien mot de passe');
  const login = await request.post(`${server.url}/api/login_check`, {
    data: { email, password: 'ancien mot de passe' },
  });
  const { token: oldToken } = (await login.json()) as { token: string };

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  // The page's code loads on first visit: wait for it before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('un lien de réinitialisation vient de lui être envoyé');
  await expect(page).toHaveURL(/\/forgot-password$/);

  let link: string | undefined;
  await expect.poll(() => (link = resetLinkFor(server.dataDir, email))).toBeDefined();
  expect(link!.startsWith(`${server.url}/reset-password/`)).toBe(true);
  await page.goto(link!);
  await setNewPassword(page, 'nouveau mot de passe');
  await expect(page.getByRole('status')).toContainText('Mot de passe réinitialisé avec succès');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, server.url, email, 'nouveau mot de passe');
  await expect(page).toHaveURL(`${server.url}/`);
  const revoked = await request.post(`${server.url}/api/logout`, { headers: { authorization: `Bearer ${oldToken}` } });
  expect(revoked.status()).toBe(401);

  // The link is single use.
  await page.goto(link!);
  await setNewPassword(page, 'encore un autre');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.deadLink);
});

test.describe('with PASSWORD_RESET_DELIVERY=response (the spec flow)', () => {
  let responseServer: RunningServer;
  test.beforeAll(async () => {
    responseServer = await startServer({ PASSWORD_RESET_DELIVERY: 'response' });
  });
  test.afterAll(async () => {
    await responseServer.stop();
  });

  test('forgot-password goes straight to the reset page, then to /login', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await registerByApi(request, responseServer.url, email, 'ancien mot de passe');
    await page.goto(`${responseServer.url}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(page).toHaveURL(new RegExp(`^${responseServer.url}/reset-password/[A-Za-z0-9_-]{43}$`));
    await setNewPassword(page, 'nouveau mot de passe');
    await expect(page.getByRole('status')).toContainText('Mot de passe réinitialisé avec succès');
    await expect(page).toHaveURL(`${responseServer.url}/login`);
    await logIn(page, responseServer.url, email, 'nouveau mot de passe');
    await expect(page).toHaveURL(`${responseServer.url}/`);
  });

  test('an unknown email gives "Aucun compte associé à cet email."', async ({ page }, testInfo) => {
    await page.goto(`${responseServer.url}/forgot-password`);
    await page.getByLabel('Email').fill(uniqueEmail(testInfo));
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.noAccount);
  });
});

for (const path of ['/login', '/signin', '/forgot-password', '/reset-password/abc']) {
  test(
    `${path} has no axe violations, also with an error shown`,
    { tag: '@phone' },
    async ({ page, expectNoAxeViolations }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.route('**/api/**', (route) => route.fulfill({ status: 400, json: { message: 'Lien invalide' } }));
      const submit = page.locator('form button[type="submit"]');
      for (const input of await page.locator('form input').all()) {
        await input.fill((await input.getAttribute('type')) === 'email' ? 'camille@example.fr' : 'un mot de passe');
      }
      await submit.click();
      await expect(page.getByRole('alert')).not.toBeEmpty();
      await expectNoAxeViolations(page);
    },
  );
}
