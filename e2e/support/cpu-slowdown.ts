import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * E2E_CPU_SLOWDOWN=N runs every page of the browser tests N times slower (decision 113):
 * Chromium's own CPU throttling (DevTools' "CPU throttling", the CDP command
 * Emulation.setCPUThrottlingRate) on each page's main thread, as on the mid-range phones
 * attendees carry. Unset, 0 or 1: full speed. What it does not slow (the service workers, the
 * servers, Playwright itself) the whole command on fewer cores does: `taskset -c 0 …`
 * (docs/testing.md).
 */
export function cpuSlowdown(value = process.env.E2E_CPU_SLOWDOWN): number {
  if (value === undefined || value.trim() === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1) {
    throw new Error(`E2E_CPU_SLOWDOWN must be a number from 1 up (how many times slower), not "${value}"`);
  }
  return rate;
}

/** A page or context closed meanwhile: there is nothing left to slow. */
const closedMeanwhile = (error: unknown) =>
  error instanceof Error && /closed|Target page, context or browser has been closed/i.test(error.message);

/**
 * Throttles `page`'s CPU by `rate`. The CDP session stays open with the page: closing it would
 * undo the throttling.
 */
async function slowPage(page: Page, rate: number): Promise<void> {
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  } catch (error) {
    if (!closedMeanwhile(error)) throw error;
  }
}

/** Every page `context` opens (new tabs and popups too) throttled by `rate`. */
function slowEveryPage(context: BrowserContext, rate: number): void {
  const pending = new Set<Promise<void>>();
  context.on('page', (page) => {
    const slowed = slowPage(page, rate);
    pending.add(slowed);
    void slowed.finally(() => pending.delete(slowed));
  });
  // The test's first `goto` on a page made by newPage() comes after its throttling: newPage
  // resolves once the 'page' listener's CDP command is through.
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await Promise.all(pending);
    return page;
  };
}

/**
 * `browser` with every context it makes slowed (Playwright's own `context` and `page` fixtures
 * make theirs with it, and so do the specs that call `browser.newContext()`), or as it is at
 * full speed. The one shared place every browser test's pages come from.
 */
export function slowedBrowser(browser: Browser, rate = cpuSlowdown()): Browser {
  if (rate === 1) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    slowEveryPage(context, rate);
    return context;
  };
  return browser;
}
