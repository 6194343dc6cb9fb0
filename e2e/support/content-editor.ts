import { expect, type Page } from '@playwright/test';

/** The organisers' editor at 390×844, as a phone held in one hand (decision 108). */
export const EDITOR_PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** The confirmation "Publier" opens in the editor. */
export const publishDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Publier le brouillon ?' });

/**
 * "Publier" in the editor's bar, then in its one confirmation, a public note typed there when
 * given; waits for the version's "Version N publiée." Returns what the confirmation said.
 */
export async function publishDraft(page: Page, note?: string): Promise<string> {
  await page.getByRole('region', { name: 'Enregistrer et publier' }).getByRole('button', { name: 'Publier' }).click();
  const dialog = publishDialog(page);
  if (note !== undefined) await dialog.getByLabel('Note publique (facultative)').fill(note);
  const said = await dialog.innerText();
  await dialog.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version \d+ publiée\./ })).toBeVisible();
  return said;
}
