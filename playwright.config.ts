import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunchOptions } from './e2e/support/chromium';
import { withRoom } from './e2e/support/pace';

// Debian's headless shell of Chromium (decision 097), or its browser where the shell is missing.
const launchOptions = testChromiumLaunchOptions;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  // Limits written for the machine the tests were written on, with room for one half as fast
  // (and for E2E_CPU_SLOWDOWN's slowed pages): decision 113.
  timeout: withRoom(30_000),
  expect: { timeout: withRoom(10_000) },
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
    // The deployment behind Debian's nginx over HTTPS (a self-signed certificate made by the test).
    // First: its serial file then runs beside the others, not alone on one core at the end.
    {
      name: 'nginx',
      testMatch: 'deploy/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions, ignoreHTTPSErrors: true },
    },
    { name: 'desktop', testIgnore: 'deploy/**', use: { ...devices['Desktop Chrome'], launchOptions } },
    // A phone in the same Chromium (the Pixel 5 descriptor without its browser: 393 px wide,
    // touch, a mobile viewport, 2.75 device pixels a CSS pixel). Only the tests where a phone
    // differs run here, each tagged '@phone' in its spec (decision 075), for its reason:
    // - accounts: Déconnexion reached behind "Menu"; the account forms' axe checks at a phone's width;
    // - announcements: the banner is read on phones, shown and axe-clean at a phone's width;
    // - gallery, lighter-images: choosing and publishing photos from a phone; the grid and the
    //   lightbox on a small screen, their images picked for 2.75 device pixels a CSS pixel;
    // - html-first: without scripts the menu cannot fold, so its links must be there at a phone's
    //   width (on desktop it never folds), and each page's axe check in that state;
    // - info-pages: the navigation through "Menu", each page's axe check at a phone's width;
    // - moderation: reporting a photo from the lightbox on a small screen;
    // - photo-control: a double *tap* on "Publier" (touch), and Mon compte behind "Menu";
    // - upload-queue: the queue on the phone through a reload (it caught a race here that desktop
    //   did not), and photos shared to the installed app.
    // The other tests of those specs behave the same at every width (what the server answers,
    // messages, the clock) or set their own viewport (info-pages' narrow screen at 375 px,
    // no-sideways-scroll at 320 and 375 px, one-row-header, wall-projector): desktop runs them.
    // Not here at all: what the server sends and keeps seen through the browser (gallery-pages,
    // live-gallery, local-storage, my-programme, register-then-login, rendered-gallery, smoke,
    // first-visit, share-lost, content-*), organisers' screens on a laptop or a projector (figures,
    // wall, wall-approval), offline use and the day's clock (offline, offline-map,
    // background-sync, the-day, before-during-after), and the deployment, once, through nginx.
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], launchOptions },
      testIgnore: 'deploy/**',
      grep: /@phone/,
    },
  ],
});
