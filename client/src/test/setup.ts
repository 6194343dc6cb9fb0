import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetStarsForTests, settleStarsForTests } from '../features/programme/public/programme-stars';
import { resetEventStreamForTests } from '../lib/event-stream';
import { forgetContentForTests, readContentInBackgroundForTests } from '../lib/published-content';
import { installModalDialogStandIn } from './modal-dialog-stand-in';

// Only the tests that serve the content let pages read it (test/published-content.ts).
readContentInBackgroundForTests(false);

afterEach(async () => {
  cleanup();
  await settleStarsForTests();
  localStorage.clear();
  resetStarsForTests();
  resetEventStreamForTests();
  forgetContentForTests();
  readContentInBackgroundForTests(false);
  // Each test on a device of its own: IndexedDB (the upload queue, the stars) starts empty.
  globalThis.indexedDB = new IDBFactory();
});

// jsdom lacks these browser APIs; components that use them get inert stand-ins.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
installModalDialogStandIn();
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
// jsdom has no idle periods: an idle callback runs at the next task, with a whole idle period
// to spare, as on a quiet page (lib/when-idle.ts).
if (!('requestIdleCallback' in window)) {
  const idleWindow = window as Window;
  idleWindow.requestIdleCallback = (run) =>
    window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 0);
  idleWindow.cancelIdleCallback = (handle) => window.clearTimeout(handle);
}
