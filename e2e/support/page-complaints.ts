import type { Page } from '@playwright/test';

/**
 * What `page` complains of from now on: uncaught errors (a hydration mismatch is one in a
 * production build, "#418") and console errors and warnings, each with its address. Playwright's
 * own note that the service worker is blocked (playwright.config.ts) is no complaint.
 */
export function watchComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('pageerror', (error) => complaints.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (/^Service Worker registration blocked by Playwright/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(`${page.url()}: ${message.text()}`);
  });
  return complaints;
}
