import { readFileSync } from 'node:fs';
import { CERTIFICATE_NOT_CLOSED } from '@congres/contracts';
import { signInPage, signUp } from './support/attendees';
import { pdfText } from './support/pdf';
import { closeMorningInDatabase, signMorningInDatabase } from './support/signed-half-day';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decision 095: an attendee who signed a half-day downloads their certificate from /mon-compte,
// and anyone checks its code on /verification.

test('an attendee downloads the certificate of the half-day they signed; /verification says its code is genuine', async ({
  page,
  request,
  server,
  expectNoAxeViolations,
}, testInfo) => {
  // Six axe checks, each a few seconds on a busy machine.
  test.setTimeout(withRoom(60_000));
  const label = testInfo.project.name;
  const attendee = await signUp(request, `attestation-${label}`, `Léa Attestée ${label}`);

  // Nothing signed yet: the page says so, in French, and gives no file.
  await signInPage(page, attendee.token);
  await page.goto('/mon-compte');
  const section = page.getByRole('region', { name: 'Mon attestation' });
  await section.getByRole('button', { name: 'Télécharger mon attestation' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    /^Aucune attestation pour ce compte : vous n’avez signé la feuille de présence d’aucune demi-journée\./,
  );
  await expectNoAxeViolations(page);

  // Signed, but the trainer has not closed the morning yet: nothing is credited (decision 103).
  signMorningInDatabase(server.dataDir, attendee);
  await section.getByRole('button', { name: 'Télécharger mon attestation' }).click();
  await expect(section.getByRole('alert')).toHaveText(CERTIFICATE_NOT_CLOSED);
  await expectNoAxeViolations(page);

  // Closed: the PDF names the attendee and the duration of the morning.
  closeMorningInDatabase(server.dataDir);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Télécharger mon attestation' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('attestation-de-formation.pdf');
  const file = testInfo.outputPath('attestation.pdf');
  await download.saveAs(file);
  const text = pdfText(readFileSync(file));
  expect(text).toContain(`Léa Attestée ${label}`);
  expect(text).toContain('Durée suivie : 3 h 30');
  expect(text).toContain('Aucun QCM répondu sur le site.');
  const code = /Code de vérification : ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(text)?.[1] ?? '';
  expect(code).not.toBe('');
  await expect(section.getByText('Le téléchargement de votre attestation (PDF) a commencé.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Anyone, signed in or not, checks the code from the site map.
  const visitor = await page.context().browser()?.newContext({ baseURL: server.url });
  if (!visitor) throw new Error('no browser');
  const check = await visitor.newPage();
  await check.goto('/sitemap');
  await check.getByRole('link', { name: 'Vérifier une attestation' }).click();
  await expect(check.getByRole('heading', { level: 1, name: 'Vérifier une attestation' })).toBeVisible();
  await expectNoAxeViolations(check);

  // An empty field is refused before any call.
  await check.getByRole('button', { name: 'Vérifier' }).click();
  await expect(check.getByRole('alert')).toHaveText(
    'Saisissez le code imprimé en bas de l’attestation ou de la feuille de présence.',
  );
  await expect(check.getByLabel('Code du document')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(check);

  // Typed in lower case, with a space: genuine, with the action and the date only.
  await check.getByLabel('Code du document').fill(code.toLowerCase().replace('-', ' '));
  await check.getByRole('button', { name: 'Vérifier' }).click();
  await expect(check.getByRole('status')).toHaveText(/^Document authentique : .+, \d{1,2} \S+ \d{4}\.$/);
  await expect(check.getByRole('status')).not.toContainText('Léa');
  await expectNoAxeViolations(check);

  // Another code: no document carries it.
  await check.getByLabel('Code du document').fill('ZZZZZ-ZZZZZ');
  await check.getByRole('button', { name: 'Vérifier' }).click();
  await expect(check.getByRole('alert')).toHaveText(
    'Aucun document ne porte ce code. Vérifiez sa saisie (10 caractères, par exemple 7K3QM-2XW9P).',
  );
  await expectNoAxeViolations(check);
  await visitor.close();
});
