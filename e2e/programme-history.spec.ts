import type { APIRequestContext } from '@playwright/test';
import type { CongressContent, PublishedContent } from '@congres/contracts';
import { logInByApi, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';
import { watchComplaints } from './support/page-complaints';

// Decision 083: what each publication changed, on /programme/historique and in its Atom feed;
// the calendars follow the published content. On a site of its own: a publication changes every
// page of its server (its HTML too, decision 087), which other files' tests read as the seed.
const site = useOwnSite();

/** Saves `change` of the published content as the draft, and publishes it with `note`: its number. */
async function publish(
  request: APIRequestContext,
  token: string,
  change: (content: CongressContent) => void,
  note: string,
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const published = (await (await request.get('/api/content')).json()) as PublishedContent;
  const content = structuredClone(published.content);
  change(content);
  const draft = await request.put('/api/content/draft', {
    headers,
    data: { baseVersion: published.version, content },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const publication = await request.post('/api/content/publish', {
    headers,
    data: { baseVersion: published.version, note },
  });
  expect(publication.status(), await publication.text()).toBe(201);
  return ((await publication.json()) as { version: number }).version;
}

test('an organiser’s publication is listed on /programme/historique, its feed is announced, the calendar follows', async ({
  browser,
  expectNoAxeViolations,
}) => {
  const { request, server } = site;
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const organiser = await signUp(request, 'historique');
  await grantOrganiser(server.dataDir, organiser.email);
  const token = await logInByApi(request, organiser.email, organiser.password);
  const note = 'L’intervention 2 commence dix minutes plus tard.';
  const version = await publish(
    request,
    token,
    (content) => {
      const fifth = content.programme.find((slot) => slot.id === '05');
      const seventh = content.programme.find((slot) => slot.id === '07');
      if (fifth === undefined || seventh === undefined) throw new Error('The seed has no slot 05 or 07.');
      fifth.time = '9h40';
      seventh.cancelled = true;
    },
    note,
  );

  await page.goto('/programme/historique');
  await expect(page.getByRole('heading', { level: 1, name: 'Historique du programme' })).toBeVisible();
  const entry = page.locator(`#version-${version}`);
  await expect(entry.getByRole('heading', { level: 2, name: `Version ${version}` })).toBeVisible();
  await expect(entry).toContainText(note);
  await expect(entry).toContainText(/Publiée le \d{1,2} \S+ \d{4} à \d{1,2}h/);
  await expect(entry.getByRole('listitem')).toHaveText([
    'Intervention 2 : titre à venir : déplacée de 9h30 à 9h40',
    'QCM après : annulée',
  ]);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/programme/historique.atom',
  );
  await expectNoAxeViolations(page);
  // On a phone's width too: the list reads without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // The feed holds the entry.
  const feed = await request.get('/programme/historique.atom');
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await feed.text()).toContain(`<title type="html"><![CDATA[Version ${version}]]></title>`);

  // /programme's prerendered head announces the feed, before any script runs.
  const programme = await request.get('/programme');
  const head = (await programme.text()).split('</head>')[0] ?? '';
  expect(head).toMatch(/<link rel="alternate" type="application\/atom\+xml" href="\/programme\/historique\.atom"/);
  await page.goto('/programme');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1);

  // The day's calendar follows the publication.
  const calendar = await (await request.get('/congres.ics')).text();
  expect(calendar).toContain('DTSTART:20250523T074000Z');
  expect(calendar).toContain('STATUS:CANCELLED');
  await context.close();
});

test('without JavaScript, /programme/historique is complete: every version, its changes and its Atom link', async ({
  browser,
}) => {
  const { request, server } = site;
  const organiser = await signUp(request, 'historique-html');
  await grantOrganiser(server.dataDir, organiser.email);
  const token = await logInByApi(request, organiser.email, organiser.password);
  const note = `Intervention 3 après la 4 (${Date.now()}).`;
  const version = await publish(
    request,
    token,
    (content) => {
      const third = content.programme.find((slot) => slot.id === '09');
      if (third === undefined) throw new Error('The seed has no slot 09.');
      third.time = '11h20';
    },
    note,
  );
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/programme/historique');
    await expect(page.getByRole('heading', { level: 1, name: 'Historique du programme' })).toBeVisible();
    await expect(page.getByText('Cette page a besoin de JavaScript')).toHaveCount(0);
    await expect(page.getByText('Chargement de l’historique…')).toHaveCount(0);
    const entry = page.locator(`#version-${version}`);
    await expect(entry.getByRole('heading', { level: 2, name: `Version ${version}` })).toBeVisible();
    await expect(entry).toContainText(note);
    await expect(entry.getByRole('listitem')).toContainText(['Intervention 3 : titre à venir : déplacée de']);
    // Every version down to the first.
    await expect(page.locator('#version-1')).toContainText('Première version du programme.');
    await expect(page.locator('.programme-history__version')).toHaveCount(version);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      '/programme/historique.atom',
    );
    const feed = page.getByRole('link', { name: 'Suivre l’historique dans un lecteur de flux (Atom)' });
    await expect(feed).toHaveAttribute('href', '/programme/historique.atom');
  } finally {
    await context.close();
  }
});

test('/programme/historique hydrates from its document with no error nor warning, then follows a publication', async ({
  browser,
  expectNoAxeViolations,
}) => {
  const { request, server } = site;
  const organiser = await signUp(request, 'historique-hydrate');
  await grantOrganiser(server.dataDir, organiser.email);
  const token = await logInByApi(request, organiser.email, organiser.password);
  const cancel = (id: string) => (content: CongressContent) => {
    const slot = content.programme.find((each) => each.id === id);
    if (slot === undefined) throw new Error(`The seed has no slot ${id}.`);
    slot.cancelled = !slot.cancelled;
  };
  await publish(request, token, cancel('12'), 'Intervention 6 annulée.');
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const complaints = watchComplaints(page);
    // The page's scripts wait until its HTML is on screen, to tell the server's nodes from new ones.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    const versions = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/content/versions');
    await page.goto('/programme/historique', { waitUntil: 'commit' });
    const first = page.locator('.programme-history__version').first();
    await expect(first).toContainText('Intervention 6 annulée.');
    const rendered = await first.elementHandle();
    open();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    // Hydration adopted the server's node (a mismatch would have thrown #418 and replaced it).
    expect(await first.evaluate((node, original) => node === original, rendered)).toBe(true);
    // Then the page asks for the list, the same one: nothing changes on screen.
    expect((await versions).status()).toBe(200);
    await expectNoAxeViolations(page);

    // A publication while the page is open shows at once (the live stream, decision 083).
    const next = await publish(request, token, cancel('12'), 'Intervention 6 rétablie.');
    await expect(page.locator(`#version-${next}`)).toContainText('Intervention 6 rétablie.');
    expect(complaints).toEqual([]);
  } finally {
    await context.close();
  }
});
