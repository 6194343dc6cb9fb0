import { LAST_ORGANISER } from '@congres/contracts';
import { signInPage, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decision 085: the team section of /contenu, on a phone, against the real server; a site of
// its own, so that its first organiser is the only one.
const site = useOwnSite();

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

test('an organiser on a phone adds a colleague by email, then withdraws the role after confirming', async ({
  browser,
  expectNoAxeViolations,
}) => {
  // Axe checks take seconds each on a busy machine.
  test.setTimeout(withRoom(90_000));
  const first = await signUp(site.request, 'equipe', 'Claire Organisatrice');
  await grantOrganiser(site.server.dataDir, first.email);
  const colleague = await signUp(site.request, 'equipe-collegue', 'Hugo Collègue');
  const context = await browser.newContext({ baseURL: site.server.url, ...PHONE });
  const page = await context.newPage();
  await signInPage(page, first.token);
  await page.goto('/contenu');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Parties du contenu' }).getByRole('link', { name: 'Équipe' }).click();
  const team = page.getByRole('region', { name: 'Équipe' });
  await expect(team.getByRole('listitem')).toHaveCount(1);
  await expect(team.getByRole('listitem')).toContainText('Claire Organisatrice (vous)');

  // By keyboard: an email no account uses, then the colleague's typed with capitals.
  const email = team.getByLabel('Email du compte à ajouter');
  await email.fill('personne@exemple.fr');
  await email.press('Enter');
  await expect(team.getByRole('alert')).toContainText('Aucun compte n’utilise l’email « personne@exemple.fr »');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await email.fill(colleague.email.toUpperCase());
  await email.press('Enter');
  await expect(team.getByText(/Hugo Collègue \(.*\) fait partie de l’équipe/)).toBeVisible();
  await expect(team.getByRole('listitem')).toHaveCount(2);
  // The colleague's token, issued before, opens the organisers' routes at once.
  const asColleague = { headers: { authorization: `Bearer ${colleague.token}` } };
  expect((await site.request.get('/api/organisers', asColleague)).status()).toBe(200);

  // Withdrawing asks first; "Annuler" has the focus and changes nothing.
  const withdraw = team.getByRole('button', {
    name: `Retirer le rôle d’organisateur de Hugo Collègue (${colleague.email})`,
  });
  await withdraw.click();
  const dialog = page.getByRole('alertdialog', { name: 'Retirer Hugo Collègue de l’équipe ?' });
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(team.getByRole('listitem')).toHaveCount(2);
  await withdraw.click();
  await dialog.getByRole('button', { name: 'Retirer le rôle' }).click();
  await expect(team.getByText('Hugo Collègue n’est plus organisateur (effet immédiat).')).toBeVisible();
  await expect(team.getByRole('listitem')).toHaveCount(1);
  expect((await site.request.get('/api/organisers', asColleague)).status()).toBe(403);

  // The last organiser cannot leave: the server's French refusal, the team unchanged.
  await team.getByRole('button', { name: /^Retirer le rôle d’organisateur de Claire Organisatrice/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Quitter l’équipe des organisateurs ?' })
    .getByRole('button', { name: 'Retirer le rôle' })
    .click();
  await expect(team.getByRole('alert')).toHaveText(LAST_ORGANISER);
  await expect(team.getByRole('listitem')).toHaveCount(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await context.close();
});
