import type { ContentDraft } from '@congres/contracts';
import { signInPage, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';

// Decision 119: the prize quiz. A site of its own: the content gets quizzes counted for the prizes.
const site = useOwnSite();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const RIGHT = { 'q-1': [0] };
const WRONG = { 'q-1': [1] };

test('the organiser ranks the prize quiz, downloads it and puts the podium on the room’s screen; a name kept off stays off', async ({
  browser,
  expectNoAxeViolations,
}) => {
  const { server, request } = site;
  const organiser = await signUp(request, 'prix-org');
  expect(await grantOrganiser(server.dataDir, organiser.email)).toContain('est maintenant organisateur');
  const headers = bearer(organiser.token);
  const draft = (await (await request.get('/api/content/draft', { headers })).json()) as ContentDraft;
  draft.content.quizzes = [
    {
      id: 'prix',
      phase: 'apres',
      label: 'Quiz des prix',
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      prize: true,
      questions: [{ id: 'q-1', text: 'Une question ?', objective: 'Un', choices: ['A', 'B'], right: [0] }],
    },
  ];
  expect(
    (
      await request.put('/api/content/draft', {
        headers,
        data: { baseVersion: draft.baseVersion, content: draft.content },
      })
    ).status(),
  ).toBe(200);
  expect(
    (await request.post('/api/content/publish', { headers, data: { baseVersion: draft.baseVersion } })).status(),
  ).toBe(201);

  // Two winners and one who did not win; the first keeps their name off the podium.
  const shy = await signUp(request, 'prix-discret', 'Alix Discrète');
  const proud = await signUp(request, 'prix-fier', 'Bastien Fier');
  const third = await signUp(request, 'prix-trois', 'Chloé Troisième');
  for (const [who, answers] of [
    [shy, RIGHT],
    [proud, RIGHT],
    [third, WRONG],
  ] as const) {
    const sent = await request.post('/api/quizzes/prix/answers', { headers: bearer(who.token), data: { answers } });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  // The shy one chooses on "Mon compte".
  const shyContext = await browser.newContext({ baseURL: server.url });
  const shyPage = await shyContext.newPage();
  await signInPage(shyPage, shy.token);
  await shyPage.goto('/mon-compte');
  const choice = shyPage.getByRole('checkbox', { name: /Afficher mon nom sur l’écran de la salle/ });
  await expect(choice).toBeChecked();
  await expect(choice).toBeEnabled();
  await choice.uncheck();
  await expect(shyPage.getByText(/Le podium affichera « Participant » suivi de votre rang/)).toBeVisible();
  await expectNoAxeViolations(shyPage);

  // The screen, open to anyone, before the podium.
  const screenContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1920, height: 1080 } });
  const screen = await screenContext.newPage();
  await screen.goto('/questions/ecran?seance=16');
  await expect(screen.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(screen.getByRole('region', { name: 'Podium de la remise des prix' })).toHaveCount(0);

  // The organiser's ranking: names, scores, the earliest first among equals.
  const organiserContext = await browser.newContext({ baseURL: server.url });
  const page = await organiserContext.newPage();
  await signInPage(page, organiser.token);
  await page.goto('/quizz/resultats');
  const table = page.getByRole('region', { name: 'Classement de la remise des prix' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('Alix Discrète');
  await expect(table.getByRole('row').nth(2)).toContainText('Bastien Fier');
  await expect(table.getByRole('row').nth(3)).toContainText('0/1');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le classement (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('classement-remise-des-prix.csv');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Afficher le podium sur l’écran de la salle' }).click();
  await expect(page.getByText('Podium affiché sur les écrans de la salle.')).toBeVisible();
  const podium = screen.getByRole('region', { name: 'Podium de la remise des prix' });
  await expect(podium).toContainText('Participant 1');
  await expect(podium).toContainText('Bastien Fier');
  await expect(podium).not.toContainText('Alix');
  await expectNoAxeViolations(screen);

  await page.getByRole('button', { name: 'Retirer le podium' }).click();
  await expect(podium).toHaveCount(0);
  await Promise.all([shyContext, screenContext, organiserContext].map((context) => context.close()));
});
