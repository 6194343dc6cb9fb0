import { SATISFACTION_NOT_PARTICIPANT } from '@congres/contracts';
import type { Page } from '@playwright/test';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { signMorningInDatabase } from './support/signed-half-day';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decision 094: the satisfaction questionnaire, reminded in the banner, answered once (by a
// participant, decision 105), read by the organisers, its rate published on /quizz. A site of
// its own: the rate counts every answer of the site.
const site = useOwnSite();

const OVERALL = 'Dans l’ensemble, êtes-vous satisfait de cette journée ?';
const reminder = (page: Page) => page.getByRole('region', { name: 'Rappel du questionnaire de satisfaction' });

test('an attendee answers from the banner’s reminder; the organiser reads the results and publishes the rate; /quizz shows it', async ({
  browser,
  expectNoAxeViolations,
}) => {
  // Three people and seven pages, each checked with axe.
  test.setTimeout(withRoom(90_000));
  const baseURL = site.server.url;
  const attendee = await signUp(site.request, 'satisfaction', 'Camille Satisfaite');
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInPage(page, attendee.token);

  // Not signed on any attendance sheet yet: the page says why there is no form, and what to do.
  await page.goto('/quizz/satisfaction');
  await expect(page.getByText(SATISFACTION_NOT_PARTICIPANT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer mes réponses' })).toHaveCount(0);
  await expect(reminder(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  signMorningInDatabase(site.server.dataDir, attendee);

  // The questionnaire opened at the end of the seed's day: the banner reminds every page.
  await page.goto('/programme');
  await expect(reminder(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await reminder(page).getByRole('link', { name: 'Répondre au questionnaire' }).click();
  await expect(page).toHaveURL(/\/quizz\/satisfaction$/);
  await expect(page.getByRole('heading', { name: 'Questionnaire de satisfaction', level: 2 })).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The required overall question left out: the server's French refusal, announced.
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `La question « ${OVERALL} » est obligatoire : répondez-y avant d’envoyer.`,
  );
  await expectNoAxeViolations(page);

  // Scales are radio groups named by their question.
  await page
    .getByRole('group', { name: new RegExp(`^${OVERALL}`) })
    .getByLabel('5 – Très satisfait')
    .check();
  await page
    .getByRole('group', { name: /objectifs annoncés/ })
    .getByLabel('4 – Satisfait')
    .check();
  await page
    .getByRole('group', { name: /votre pratique/ })
    .getByLabel('Oui, plus tard')
    .check();
  await page.getByLabel('Une remarque, une idée pour l’an prochain ?').fill('Des pauses plus longues.');
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByRole('heading', { name: 'Merci pour vos réponses !' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Answered: no reminder any more, and the page still thanks after a reload.
  const state = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/satisfaction');
  await page.goto('/programme');
  expect((await state).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Programme', level: 1 })).toBeVisible();
  await expect(reminder(page)).toHaveCount(0);
  await page.goto('/quizz/satisfaction');
  await expect(page.getByRole('heading', { name: 'Merci pour vos réponses !' })).toBeVisible();

  // The organiser reads the results: the rate, the distributions as tables, the free texts.
  const account = await signUp(site.request, 'satisfaction-org', 'Org Anisatrice');
  expect(await grantOrganiser(site.server.dataDir, account.email)).toContain('est maintenant organisateur');
  const organiser = await (await browser.newContext({ baseURL })).newPage();
  await signInPage(organiser, await logInByApi(site.request, account.email, account.password));
  await organiser.goto('/quizz/satisfaction/resultats');
  await expect(organiser.getByText('Satisfaction : 100 % (1 réponse)')).toBeVisible();
  const overall = organiser.getByRole('table', { name: `Répartition des réponses : ${OVERALL}` });
  await expect(overall.getByRole('row', { name: '5 – Très satisfait 1 100 %' })).toBeVisible();
  await expect(overall.getByRole('row', { name: '1 – Pas du tout satisfait 0 0 %' })).toBeVisible();
  await expect(organiser.getByRole('listitem').filter({ hasText: 'Des pauses plus longues.' })).toBeVisible();
  await expect(organiser.getByText('Camille Satisfaite')).toHaveCount(0);
  await expectNoAxeViolations(organiser);

  // The questionnaire's part of the content editor, a page of its own (decision 108).
  await organiser.goto('/contenu/satisfaction');
  await expect(organiser.getByLabel('Titre du questionnaire')).toHaveValue('Questionnaire de satisfaction');
  await expect(organiser.getByLabel('Question 1', { exact: true })).toHaveValue(OVERALL);
  await expectNoAxeViolations(organiser);
  await organiser.goto('/quizz/satisfaction/resultats');
  await expect(organiser.getByText('Satisfaction : 100 % (1 réponse)')).toBeVisible();

  // Nothing on /quizz until the organiser publishes.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const figure = visitor.waitForResponse((r) => new URL(r.url()).pathname === '/api/satisfaction/published');
  await visitor.goto('/quizz');
  expect((await figure).status()).toBe(200);
  await expect(visitor.getByRole('link', { name: 'Questionnaire de satisfaction' })).toBeVisible();
  await expect(visitor.getByText(/^Satisfaction :/)).toHaveCount(0);

  await organiser.getByRole('button', { name: 'Publier le taux sur le site' }).click();
  await expect(
    organiser.getByText('Publié sur la page des quiz : « Satisfaction : 100 % (1 réponse) ».'),
  ).toBeVisible();
  await expect(organiser.getByRole('button', { name: 'Retirer le taux du site' })).toBeVisible();
  await expectNoAxeViolations(organiser);

  await visitor.reload();
  await expect(visitor.getByText('Satisfaction : 100 % (1 réponse)')).toBeVisible();
  // The spec's three quizzes are still there, above.
  await expect(
    visitor.getByRole('button', { name: /^Quiz [123]$/ }).or(visitor.getByRole('link', { name: /^Quiz [123]/ })),
  ).toHaveCount(3);
  await expectNoAxeViolations(visitor);

  // A visitor without an account is asked to sign in to answer.
  await visitor.getByRole('link', { name: 'Questionnaire de satisfaction' }).click();
  await expect(visitor.getByText('Connectez-vous pour répondre')).toBeVisible();
  await expectNoAxeViolations(visitor);
});
