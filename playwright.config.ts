import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

const launchOptions = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'off',
    // The service worker precaches the whole site on a first visit: only the tests of offline
    // use and updates (e2e/offline.spec.ts) let it run; the others stay lean.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    { name: 'desktop', testIgnore: 'deploy/**', use: { ...devices['Desktop Chrome'], launchOptions } },
    // A phone-sized viewport in the same Chromium (the Pixel 5 descriptor without its browser).
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], launchOptions },
      // Offline use, the first visit's order and the day's clock behave the same at every width:
      // tested once, on desktop; the deployment once, through nginx.
      testIgnore: [
        'offline.spec.ts',
        'offline-map.spec.ts',
        'first-visit.spec.ts',
        'background-sync.spec.ts',
        'the-day.spec.ts',
        'before-during-after.spec.ts',
        // Sets its own screen sizes, projectors' and a portrait one.
        'wall-projector.spec.ts',
        'deploy/**',
      ],
    },
    // The deployment behind Debian's nginx over HTTPS (a self-signed certificate made by the test).
    {
      name: 'nginx',
      testMatch: 'deploy/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions, ignoreHTTPSErrors: true },
    },
  ],
});
