// The project's Chromium is described once, in scripts/lib, for every tool that launches it.
export { chromiumLaunchOptions, testChromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
