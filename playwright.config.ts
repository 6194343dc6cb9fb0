import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; override with CHROMIUM_PATH elsewhere.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
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
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // A phone-sized viewport in the same Chromium (the Pixel 5 descriptor without its browser).
    { name: 'phone', use: { ...devices['Pixel 5'], launchOptions } },
  ],
});
