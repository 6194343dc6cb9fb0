import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';

/** Playwright's launch options for the project's Chromium (scripts/lib/chromium.mjs). */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumFlags,
};
