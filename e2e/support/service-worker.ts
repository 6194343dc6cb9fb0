import type { Page } from '@playwright/test';

/**
 * Waits until the service worker has installed the site and controls the page: until the page
 * says so (its `controllerchange`, then the controller's `statechange`), not for a set time, since
 * a slower host installs later (decision 113); the test's own time limit bounds it.
 */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const container = navigator.serviceWorker;
        const check = () => {
          const controller = container.controller;
          if (controller?.state === 'activated') resolve();
          else controller?.addEventListener('statechange', check, { once: true });
        };
        container.addEventListener('controllerchange', check);
        check();
      }),
  );
}
