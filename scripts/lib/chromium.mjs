/**
 * How the project launches Chromium, for the browser tests, the screenshot and Lighthouse:
 * Debian's build, never a downloaded one (CHROMIUM_PATH names another), with the flags that
 * keep it quiet on a machine without network (its background services would try to reach
 * Google's hosts and be refused, many times a second).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for that Chromium (the browser tests and the screenshot). */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags };
