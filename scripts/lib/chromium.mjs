import fs from 'node:fs';

/**
 * How the project launches Chromium, for the browser tests, the screenshot and Lighthouse:
 * Debian's build, never a downloaded one (CHROMIUM_PATH names another), with the flags that
 * keep it quiet on a machine without network (its background services would try to reach
 * Google's hosts and be refused, many times a second).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the
 * same Chromium sources and version as its browser, built without the browser's windows and
 * their services: the tests' pages, service workers, downloads and devices behave the same, for
 * about a third less CPU (decision 097). CHROMIUM_HEADLESS_SHELL_PATH names another; without the
 * package, or when CHROMIUM_PATH names another Chromium, the tests use that browser, where they
 * pass too. Tests that need what only the browser has (its PDF viewer) use `chromiumLaunchOptions`.
 */
export const testChromiumPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (process.env.CHROMIUM_PATH === undefined && fs.existsSync(DEBIAN_HEADLESS_SHELL)
    ? DEBIAN_HEADLESS_SHELL
    : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for the browser (the screenshot, the bench's browser, the PDF viewer's test). */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags };

/** Playwright's launch options for the browser tests. */
export const testChromiumLaunchOptions = { executablePath: testChromiumPath, args: chromiumFlags };
