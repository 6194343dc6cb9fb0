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
    // A phone in the same Chromium (the Pixel 5 descriptor without its browser: 393 px wide,
    // touch, a mobile viewport, 2.75 device pixels a CSS pixel). Only the specs where a phone
    // differs run here (decision 075), each for its reason; the others run on desktop, and the
    // phone's widths are also set by desktop specs of their own (info-pages' narrow screen,
    // no-sideways-scroll at 320 and 375 px).
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], launchOptions },
      testMatch: [
        // The header folds behind "Menu": Déconnexion is reached there; the account forms and
        // their axe checks at a phone's width.
        'accounts.spec.ts',
        // The banner is read on phones: shown, and axe-clean, on a page at a phone's width.
        'announcements.spec.ts',
        // Choosing and publishing photos from a phone; the grid and the lightbox on a small
        // screen, their images picked for 2.75 device pixels a CSS pixel.
        'gallery.spec.ts',
        'lighter-images.spec.ts',
        // Without scripts the menu cannot fold: its links must be there at a phone's width (on
        // desktop the menu never folds, so only here is that checked).
        'html-first.spec.ts',
        // The information pages are read on phones: the navigation through "Menu", each page's
        // axe check at a phone's width.
        'info-pages.spec.ts',
        // Reporting a photo from the lightbox on a small screen; Signalements behind "Menu".
        'moderation.spec.ts',
        // A double *tap* on "Publier" (touch), and Mon compte behind "Menu".
        'photo-control.spec.ts',
        // The queue on the phone: it caught a race on this project that desktop did not.
        'upload-queue.spec.ts',
      ],
      // Not here, each run on desktop only:
      // - set their own viewport, so a phone adds nothing: one-row-header (1024 and 1280 px),
      //   no-sideways-scroll (320 and 375 px), wall-projector (projectors' sizes and a portrait);
      // - behave the same at every width (what the server sends and keeps, seen through the
      //   browser): gallery-pages (pages asked for), live-gallery (the event stream),
      //   local-storage (what is stored), my-programme (stars, merge, calendar address),
      //   register-then-login (the form's focus and history), rendered-gallery (the server's
      //   document and its hydration), smoke (compressed files, direct routes), first-visit (the
      //   order of the start, the code each page runs), share-lost (a redirect and its notice);
      // - organisers' screens on a laptop or a projector: figures (its "Menu" with the keyboard
      //   is info-pages' toggle test, at 375 px in both projects), wall, wall-approval;
      // - offline use and the day's clock behave the same at every width: offline, offline-map,
      //   background-sync, the-day, before-during-after; the deployment: once, through nginx.
    },
    // The deployment behind Debian's nginx over HTTPS (a self-signed certificate made by the test).
    {
      name: 'nginx',
      testMatch: 'deploy/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions, ignoreHTTPSErrors: true },
    },
  ],
});
