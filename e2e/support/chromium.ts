/**
 * How the project launches Chromium: Debian's build, never a downloaded one (override with
 * CHROMIUM_PATH elsewhere), with the flags that keep it quiet on a machine without network.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
