import type { Browser, Page } from '@playwright/test';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { serviceWorkerInControl } from './support/service-worker';
import { expect, test } from './fixtures';

// Decision 118: the room, live. Attendees ask and vote from a 390 × 844 phone; the organiser
// moderates and runs a poll from theirs; the room's screen at 1920 × 1080 follows the pin, the
// votes and the poll without a reload. Each context sets its own screen: not run as a phone.

const SLOT = '05';
const PHONE = { width: 390, height: 844 };

/** A page on a phone-sized screen, signed in with `token` (or not), opened at `path`, its stream connected. */
async function phone(browser: Browser, baseURL: string, path: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (token !== undefined) await signInPage(page, token);
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // Set once: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
  return page;
}

const questionItem = (page: Page, text: string) => page.locator('.room-question', { hasText: text });

test('attendees ask and vote from their phones; the organiser pins, runs a poll; the room’s screen follows live', async ({
  browser,
  request,
  server,
  expectNoAxeViolations,
}) => {
  const asker = await signUp(request, 'salle-asker', 'Camille Questionneuse');
  const voter = await signUp(request, 'salle-voter');
  const organiserAccount = await signUp(request, 'salle-org');
  expect(await grantOrganiser(server.dataDir, organiserAccount.email)).toContain('est maintenant organisateur');
  const organiserToken = await logInByApi(request, organiserAccount.email, organiserAccount.password);
  const path = `/questions?seance=${SLOT}`;

  // The room's screen, opened by nobody signed in, on the projector.
  const screenContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1920, height: 1080 } });
  const screen = await screenContext.newPage();
  const screenStream = screen.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await screen.goto(`/questions/ecran?seance=${SLOT}`);
  expect((await screenStream).status()).toBe(200);
  await expect(screen.getByText('Aucune question pour le moment.')).toBeVisible();
  await expect(screen.getByRole('img', { name: /^Code QR vers http.*\/questions\?seance=05$/ })).toBeVisible();
  // The address under the code stays on the screen, whatever the host's length.
  const invite = await screen.locator('.room-screen__invite').evaluate((aside) => ({
    right: aside.getBoundingClientRect().right,
    overflowing: aside.scrollWidth > aside.clientWidth,
  }));
  expect(invite.right).toBeLessThanOrEqual(1920);
  expect(invite.overflowing).toBe(false);
  await screen.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
  await expectNoAxeViolations(screen);

  // A visitor not signed in reads, and is invited to sign in.
  const askerPage = await phone(browser, server.url, path, asker.token);
  const voterPage = await phone(browser, server.url, path, voter.token);
  await expect(voterPage.getByRole('combobox', { name: 'Séance' })).toHaveValue(SLOT);
  await expectNoAxeViolations(voterPage);

  // Asked anonymously, with the keyboard: every phone has it without a reload.
  const text = 'Quelle place pour la télésurveillance à domicile ?';
  const box = askerPage.getByLabel('Votre question');
  await box.fill(text);
  await expect(box).toHaveAccessibleDescription(`${[...text].length} caractères sur 280.`);
  await askerPage.getByRole('button', { name: 'Envoyer la question' }).click();
  await expect(askerPage.getByText('Question envoyée : elle est visible de toute la salle.')).toBeVisible();
  await expect(questionItem(askerPage, text)).toContainText('Anonyme');
  await expect(questionItem(askerPage, text)).toContainText('votre question');
  await expect(questionItem(voterPage, text)).toContainText('Anonyme');
  await expect(questionItem(voterPage, text)).not.toContainText(asker.username);
  await expect(screen.locator('.room-screen__question', { hasText: text })).toContainText('0 vote');

  // A question signed with the name, then a vote from another phone: the list and the screen move.
  await askerPage.getByLabel('Votre question').fill('Et pour les patients sans réseau ?');
  await askerPage.getByRole('checkbox', { name: /Signer avec mon nom \(Camille Questionneuse\)/ }).check();
  await askerPage.getByRole('button', { name: 'Envoyer la question' }).click();
  await expect(questionItem(voterPage, 'Et pour les patients sans réseau ?')).toContainText('Camille Questionneuse');
  const vote = questionItem(voterPage, text).getByRole('button', { name: /voter pour/ });
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(voterPage.locator('.room-question').first()).toContainText(text);
  await expect(questionItem(askerPage, text)).toContainText('1 vote');
  await expect(screen.locator('.room-screen__question', { hasText: text })).toContainText('1 vote');
  // One's own question has no vote button.
  await expect(questionItem(askerPage, text).getByRole('button', { name: /voter pour/ })).toHaveCount(0);
  await expectNoAxeViolations(voterPage);

  // The organiser pins it from their phone: the screen shows it large, without a reload.
  const organiserPage = await phone(browser, server.url, path, organiserToken);
  await questionItem(organiserPage, text)
    .getByRole('button', { name: `Épingler : ${text}` })
    .click();
  await expect(organiserPage.getByText('Question épinglée : l’écran de la salle l’affiche en grand.')).toBeVisible();
  await expect(screen.locator('.room-screen__pinned-text')).toHaveText(text);
  await expect(questionItem(voterPage, text)).toContainText('En cours de réponse');
  await expectNoAxeViolations(organiserPage);

  // A poll, written and opened on the spot; two phones vote; the screen's bars fill.
  await organiserPage.getByLabel('Question du sondage').fill('Utilisez-vous déjà la télésurveillance ?');
  await organiserPage.getByLabel('Choix 1').fill('Oui');
  await organiserPage.getByLabel('Choix 2').fill('Non');
  await organiserPage.getByRole('button', { name: 'Enregistrer le sondage' }).click();
  await organiserPage
    .getByRole('button', { name: 'Ouvrir le sondage : Utilisez-vous déjà la télésurveillance ?' })
    .click();
  const pollGroup = voterPage.getByRole('group', { name: 'Votre réponse : Utilisez-vous déjà la télésurveillance ?' });
  await pollGroup.getByRole('button', { name: 'Oui' }).click();
  await expect(voterPage.getByText('Oui (votre vote)')).toBeVisible();
  await askerPage
    .getByRole('group', { name: 'Votre réponse : Utilisez-vous déjà la télésurveillance ?' })
    .getByRole('button', { name: 'Non' })
    .click();
  const bars = screen.locator('.room-screen__bars');
  await expect(bars.locator('.room-bar', { hasText: 'Oui' })).toContainText('1 vote · 50 %');
  await expect(bars.locator('.room-bar', { hasText: 'Non' })).toContainText('1 vote · 50 %');
  // The open poll holds the screen (decision 121): the pinned question waits for its close.
  await expect(screen.locator('.room-screen__pinned-text')).toHaveCount(0);
  await expect(voterPage.locator('.room-bar', { hasText: 'Non' })).toContainText('1 vote');
  await expectNoAxeViolations(screen);
  await expectNoAxeViolations(voterPage);

  // Closed: the screen no longer shows it; the phones keep its results.
  await organiserPage
    .getByRole('button', { name: 'Clore le sondage : Utilisez-vous déjà la télésurveillance ?' })
    .click();
  await expect(screen.locator('.room-screen__bars')).toHaveCount(0);
  await expect(screen.locator('.room-screen__pinned-text')).toHaveText(text);
  await expect(voterPage.getByText('Sondage clos')).toBeVisible();

  // Answered: unpinned, marked; hidden: gone from every phone and the screen.
  await questionItem(organiserPage, text)
    .getByRole('button', { name: `Répondue : ${text}` })
    .click();
  await expect(screen.locator('.room-screen__pinned-text')).toHaveCount(0);
  await expect(questionItem(voterPage, text)).toContainText('Répondue');
  await questionItem(organiserPage, 'Et pour les patients sans réseau ?')
    .getByRole('button', { name: 'Masquer : Et pour les patients sans réseau ?' })
    .click();
  await expect(questionItem(voterPage, 'Et pour les patients sans réseau ?')).toHaveCount(0);
  await expect(questionItem(organiserPage, 'Et pour les patients sans réseau ?')).toContainText('Masquée');
  await expect(screen.getByText('Et pour les patients sans réseau ?')).toHaveCount(0);

  // Nothing was reloaded to follow any of it.
  for (const page of [screen, askerPage, voterPage, organiserPage])
    await expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);
  await Promise.all(
    [screenContext, askerPage.context(), voterPage.context(), organiserPage.context()].map((c) => c.close()),
  );
});

test('the question box says what is wrong before sending, and a visitor is invited to sign in', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/questions?seance=${SLOT}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByText(/Connectez-vous pour poser une question ou voter/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expectNoAxeViolations(page);

  const attendee = await signUp(request, 'salle-erreurs');
  await signInPage(page, attendee.token);
  await page.goto(`/questions?seance=${SLOT}`);
  await page.getByLabel('Votre question').fill('<b>Bonjour</b>');
  await page.getByRole('button', { name: 'Envoyer la question' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'La question contient du code HTML (un « < » suivi d’une lettre) : écrivez-la en texte simple.',
  );
  await page.getByLabel('Votre question').fill('x'.repeat(281));
  await expect(page.getByText('281 caractères sur 280 : 1 de trop.')).toBeVisible();
  await expectNoAxeViolations(page);

  // An unknown session: said, and the choice offered.
  await page.goto('/questions?seance=99');
  await expect(page.getByText('Cette séance n’est pas au programme : choisissez-en une ci-dessous.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Séance' })).toBeVisible();
});

test('the programme’s cards lead to their session’s questions', async ({ page }) => {
  await page.goto('/programme');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const link = page.getByRole('link', { name: /^Poser une question : / }).nth(4);
  await link.click();
  await expect(page).toHaveURL(/\/questions\?seance=05$/);
  await expect(page.getByRole('combobox', { name: 'Séance' })).toHaveValue('05');
});

test('the room’s screen shows long questions whole, at 1920 × 1080 and at 1280 × 720', async ({
  browser,
  request,
  server,
  expectNoAxeViolations,
}) => {
  // Six questions of the full 280 characters, one pinned: more than a screen holds.
  const long = (n: number) =>
    `${n}. Pourriez-vous détailler la méthode de l’étude : les critères d’inclusion des patients, la durée du suivi, la façon dont les perdus de vue ont été pris en compte dans l’analyse, et ce qui change pour une équipe de soins de ville qui voudrait appliquer ces résultats demain ?`
      .padEnd(280, '.')
      .slice(0, 280);
  const askers = await Promise.all([1, 2, 3].map((i) => signUp(request, `salle-longue-${i}`)));
  const ids: number[] = [];
  for (let n = 1; n <= 6; n++) {
    const asked = await request.post('/api/questions', {
      headers: { authorization: `Bearer ${askers[n % 3]!.token}` },
      data: { slotId: '10', text: long(n) },
    });
    expect(asked.status()).toBe(201);
    ids.push(((await asked.json()) as { id: number }).id);
  }
  const organiser = await signUp(request, 'salle-longue-org');
  await grantOrganiser(server.dataDir, organiser.email);
  const organiserToken = await logInByApi(request, organiser.email, organiser.password);
  const pin = await request.patch(`/api/questions/${ids[0]}`, {
    headers: { authorization: `Bearer ${organiserToken}` },
    data: { pinned: true },
  });
  expect(pin.status()).toBe(200);

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    const context = await browser.newContext({ baseURL: server.url, viewport });
    const screen = await context.newPage();
    await screen.goto('/questions/ecran?seance=10');
    await expect(screen.locator('.room-screen__pinned-text')).toHaveText(long(1));
    await expect(screen.locator('.room-screen__question')).toHaveCount(4);
    const layout = await screen.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const list = box('.room-screen__questions');
      return {
        pinnedBottom: box('.room-screen__pinned').bottom,
        // Each listed question wholly inside the list's box, or wholly out of it (none cut).
        questions: [...document.querySelectorAll('.room-screen__question')].map((item) => {
          const own = item.getBoundingClientRect();
          const inside = own.left >= list.left && own.right <= list.right && own.bottom <= list.bottom + 0.5;
          const out = own.left >= list.right;
          return inside ? 'inside' : out ? 'out' : 'cut';
        }),
      };
    });
    expect(layout.pinnedBottom, `${viewport.width}`).toBeLessThanOrEqual(viewport.height);
    expect(layout.questions, `${viewport.width}`).not.toContain('cut');
    await expectNoAxeViolations(screen);
    await context.close();
  }
});

test('offline, /questions says the questions will come, and shows them once the network is back', async ({
  browser,
  request,
  server,
  expectNoAxeViolations,
}) => {
  const asker = await signUp(request, 'salle-hors-ligne');
  const asked = await request.post('/api/questions', {
    headers: { authorization: `Bearer ${asker.token}` },
    data: { slotId: '11', text: 'Et sans réseau, que devient le suivi ?' },
  });
  expect(asked.status()).toBe(201);
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/questions?seance=11');
  await expect(questionItem(page, 'Et sans réseau, que devient le suivi ?')).toBeVisible();
  await serviceWorkerInControl(page);

  // The venue's wifi gone, the page opened again: from the service worker, nothing to show yet.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Les questions s’afficheront ici dès que la connexion reviendra.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions', exact: true })).toBeVisible();
  await expect(page.getByText(/Aucune question pour le moment/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back: the page reads them by itself, without a reload.
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
  await context.setOffline(false);
  await expect(questionItem(page, 'Et sans réseau, que devient le suivi ?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions (1)' })).toBeVisible();
  await expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);
  await context.close();
});
