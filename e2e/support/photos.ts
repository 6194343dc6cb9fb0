import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

// Attendees and photos made through the API, for the gallery's browser tests.

let accounts = 0;

/** Registers and logs in a new attendee through the API; returns the token and the name shown. */
export async function signUp(
  request: APIRequestContext,
  project: string,
): Promise<{ token: string; username: string }> {
  accounts += 1;
  const stamp = `${project}-${process.pid}-${accounts}-${Date.now()}`;
  const username = `Photographe ${stamp}`;
  const email = `photo-${stamp}@exemple.fr`;
  const password = 'un mot de passe solide 2025';
  expect((await request.post('/api/register', { data: { email, username, password } })).status()).toBe(201);
  const login = await request.post('/api/login_check', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { token: ((await login.json()) as { token: string }).token, username };
}

/** Stores the token as the login page does, before any script of the page runs. */
export async function signInPage(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** A photo made on the spot, in a colour of its own. */
export async function photo(index: number): Promise<Buffer> {
  const hue = (index * 47) % 256;
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .jpeg()
    .toBuffer();
}

/** Publishes `count` photos through the API, one request each. */
export async function publishThroughApi(request: APIRequestContext, token: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const res = await request.post('/api/upload-photo', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { 'images[]': { name: `api-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(i) } },
    });
    expect(res.status()).toBe(201);
  }
}
