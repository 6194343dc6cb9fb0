import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';

/** axe's source, evaluated in a frame that does not have it yet. */
const AXE_ONCE = `if (typeof window.axe === 'undefined') { ${axe.source} }`;
/** What the builder evaluates in each frame itself: axe is there already. */
const ALREADY_THERE = 'void 0';

/**
 * @axe-core/playwright gives each frame one second to evaluate axe's source and, in legacy mode,
 * skips a frame silently past it: on a loaded or slower host (half the cores, Chromium's CPU
 * throttling) a frame of the page's own went unchecked and the check went blind, as
 * e2e/axe-check.spec.ts saw (decision 113). axe is put in every frame first, with no limit but the
 * test's own; the builder's injection then has nothing left to evaluate.
 */
class PatientAxeBuilder extends AxeBuilder {
  readonly #page: Page;

  constructor(page: Page) {
    super({ page, axeSource: ALREADY_THERE });
    this.#page = page;
  }

  override async analyze(): Promise<AxeResults> {
    for (const frame of this.#page.frames()) {
      try {
        await frame.evaluate(AXE_ONCE);
      } catch (error) {
        // A frame gone meanwhile has nothing left to check; any other failure is the check's own.
        if (!frame.isDetached()) throw error;
      }
    }
    return super.analyze();
  }
}

/**
 * axe on `page`, as every browser test runs it: in the page itself ("legacy mode"), not through
 * the blank page @axe-core/playwright otherwise opens for each check to gather the frames'
 * results, and keeping only the violations. The same rules on the same DOM and its same-origin
 * frames, for about a third of the cost (the browser tests' largest single cost after page
 * loads, decision 075); frames of other origins (the map's third party) are not ours to fix.
 * e2e/axe-check.spec.ts shows it still fails on a violation.
 */
export const axeOn = (page: Page) =>
  new PatientAxeBuilder(page).setLegacyMode().options({ resultTypes: ['violations'] });
