import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A registered account, as the browser tests use it. */
export interface Attendee {
  email: string;
  /** The name shown as "Publié par" under its photos. */
  username: string;
  password: string;
  /** A token from /api/login_check. */
  token: string;
}

let accounts = 0;

/** Logs in through the API; returns the token. */
export async function logInByApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/login_check', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Registers and logs in a new attendee through the API; `label` keeps names apart between
 * projects. `username` chooses the name shown under its photos (else one of its own).
 */
export async function signUp(request: APIRequestContext, label: string, username?: string): Promise<Attendee> {
  accounts += 1;
  const stamp = `${label}-${process.pid}-${accounts}-${Date.now()}`;
  username ??= `Photographe ${stamp}`;
  const email = `photo-${stamp}@exemple.fr`;
  const password = 'un mot de passe solide 2025';
  expect((await request.post('/api/register', { data: { email, username, password } })).status()).toBe(201);
  return { email, username, password, token: await logInByApi(request, email, password) };
}

/** Stores the token as the login page does, before any script of any page runs (every navigation). */
export async function signInPage(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/**
 * Stores the token once, as a login would: the page may then replace it (a rename) or forget
 * it (Déconnexion, a deleted account) like in real life.
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** Opens the menu when it is folded (phone size). */
export async function openMenuIfFolded(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

/** Fills the registration form already on screen (/signin) and sends it, as a visitor does. */
export async function submitRegistration(
  page: Page,
  {
    email,
    name = 'Camille Dupont',
    password = 'une phrase de passe',
  }: { email: string; name?: string; password?: string },
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nom complet').fill(name);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'S’inscrire' }).click();
}
