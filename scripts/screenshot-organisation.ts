// docs/screenshot-organisation.png: /organisation on a 390×844 phone (decision 109), on a site of
// its own started with WALL_APPROVAL (photos then wait for the wall, as on the day): an organiser,
// the morning open with three signatures, three photos waiting, one reported, a publication and
// three answers to the questionnaire, all made through the API before the page is opened.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AttendanceCode, ContentDraft, SatisfactionState } from '@congres/contracts';
import type { APIRequestContext, Browser } from '@playwright/test';
import sharp from 'sharp';
import { startServer } from './lib/production-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

interface Account {
  email: string;
  username: string;
  token: string;
}

async function account(request: APIRequestContext, username: string, email: string): Promise<Account> {
  const password = 'une journée bien organisée';
  const registered = await request.post('/api/register', { data: { email, username, password } });
  if (!registered.ok()) throw new Error(`Registration failed: ${registered.status()}`);
  const login = await request.post('/api/login_check', { data: { email, password } });
  return { email, username, token: ((await login.json()) as { token: string }).token };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fails with what the server said when it did not answer `status`. */
async function expectStatus(pending: ReturnType<APIRequestContext['post']>, status: number, what: string) {
  const response = await pending;
  if (response.status() !== status) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

/** A stroke on the pad, as signature_pad's PNG gives it. */
async function signature(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M 10 60 C 50 10, 90 90, 140 40 S 230 20, 280 70" stroke="black" stroke-width="3" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** A plain photo of one colour, distinct per index (the server refuses the same photo twice). */
const photo = (index: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 * index, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();

async function dayUnderWay(request: APIRequestContext, dataDir: string): Promise<Account> {
  const organiser = await account(request, 'Camille Martin', 'camille.martin@exemple.fr');
  await run(process.execPath, [path.join(root, 'server/dist/cli/organiser.js'), 'add', organiser.email], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const headers = bearer(organiser.token);
  await expectStatus(request.post('/api/attendance/matin/open', { headers, data: {} }), 200, 'Opening the morning');
  const names = ['Léa Bernard', 'Hugo Petit', 'Inès Roux'];
  let firstPhoto = 0;
  for (const [index, name] of names.entries()) {
    const attendee = await account(request, name, `participant${index}@exemple.fr`);
    const code = (await (await request.get('/api/attendance/matin/code', { headers })).json()) as AttendanceCode;
    await expectStatus(
      request.post('/api/attendance/matin/signatures', {
        headers: bearer(attendee.token),
        data: { code: code.code, signature: await signature() },
      }),
      201,
      'Signing',
    );
    const published = await expectStatus(
      request.post('/api/upload-photo', {
        headers: bearer(attendee.token),
        multipart: { 'images[]': { name: `photo-${index}.jpg`, mimeType: 'image/jpeg', buffer: await photo(index) } },
      }),
      201,
      'Publishing a photo',
    );
    const { published: photos } = (await published.json()) as { published: { id: number }[] };
    // The first photo, reported by the next attendee (nobody reports their own).
    if (index === 0) firstPhoto = photos[0]?.id ?? 0;
    else if (index === 1) {
      await expectStatus(
        request.post(`/api/photos/${firstPhoto}/report`, {
          headers: bearer(attendee.token),
          data: { reason: 'Je ne souhaite pas apparaître sur cette photo.' },
        }),
        201,
        'Reporting',
      );
    }
    const { questionnaire } = (await (
      await request.get('/api/satisfaction', { headers: bearer(attendee.token) })
    ).json()) as SatisfactionState;
    await expectStatus(
      request.post('/api/satisfaction/answers', {
        headers: bearer(attendee.token),
        data: { questionnaireId: questionnaire.id, answers: { globale: 5 - index, objectifs: 4 } },
      }),
      201,
      'Answering the questionnaire',
    );
  }
  // A slot moved to another room, published with its note.
  const draft = (await (await request.get('/api/content/draft', { headers })).json()) as ContentDraft;
  draft.content.programme[4] = { ...draft.content.programme[4]!, description: 'En salle B.' };
  await request.put('/api/content/draft', {
    headers,
    data: { baseVersion: draft.baseVersion, content: draft.content },
  });
  await expectStatus(
    request.post('/api/content/publish', { headers, data: { baseVersion: draft.baseVersion, note: 'Salle B' } }),
    201,
    'Publishing',
  );
  return organiser;
}

export async function organisation(browser: Browser): Promise<void> {
  const output = path.join(root, 'docs/screenshot-organisation.png');
  const server = await startServer({ WALL_APPROVAL: 'true' });
  try {
    const context = await browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const organiser = await dayUnderWay(context.request, server.dataDir);
    await context.addInitScript((token) => localStorage.setItem('token', token), organiser.token);
    const page = await context.newPage();
    await page.goto('/organisation');
    const glance = page.getByRole('region', { name: 'La journée en direct' });
    await glance.getByText('3 photos à valider').waitFor();
    await glance.getByText(/^Satisfaction : /).waitFor();
    await glance.getByText(/Ouvert · 3 signatures/).waitFor();
    await page.evaluate('document.fonts.ready');
    const picture = await page.screenshot();
    await sharp(picture).png({ palette: true, colours: 128, compressionLevel: 9 }).toFile(output);
    await context.close();
    console.log(`Wrote ${path.relative(root, output)}`);
  } finally {
    await server.stop();
  }
}
