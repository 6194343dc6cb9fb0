import { expect, test } from './fixtures';

// Decision 073: photos shared to the installed app whose POST reaches the server (no service
// worker in control: the other specs block it, as just after an update) land on the gallery,
// which says they did not arrive and what to do.
test('a share that reaches the server lands on the gallery, which says the photos did not arrive', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/');
  // As the phone's share sheet sends it: a multipart POST to the manifest's share_target.
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/vos-photos/partage';
    form.enctype = 'multipart/form-data';
    document.body.append(form);
    form.submit();
  });
  await page.waitForURL('**/vos-photos?partage=perdu');
  await expect(page.getByRole('alert')).toHaveText(
    'Les photos partagées depuis votre téléphone ne sont pas arrivées : partagez-les à nouveau, ou choisissez-les avec « Choisir des photos ».',
  );
  await expectNoAxeViolations(page);
});
