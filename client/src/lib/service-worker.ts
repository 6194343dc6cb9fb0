import { useSyncExternalStore } from 'react';
import { afterLoadAndIdle } from './when-idle';

// The service worker's registration and its update path (decision 021). A new deployment
// installs a new worker beside the running one; it waits until the visitor accepts the
// "Nouvelle version disponible" prompt (or closes every tab of the site), then takes over and
// the page reloads: a page is always served whole by one version, never a mix of two.

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/**
 * Registers /sw.js once the page has loaded and is idle (production builds on a secure origin
 * only): its first install, a hundred files, never competes with the page (decision 076).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // A page that was already controlled is replaced by the new version when it takes over
  // (here or from another tab); a first install takes control silently.
  let controlled = serviceWorker.controller !== null;
  let reloading = false;
  serviceWorker.addEventListener('controllerchange', () => {
    if (controlled && !reloading) {
      reloading = true;
      window.location.reload();
    }
    if (!controlled) keepWhatCameBefore();
    controlled = true;
    warmLater();
  });
  const register = async () => {
    const registration = await serviceWorker.register('/sw.js');
    // A page the worker already controls looks for a new version at each visit, itself: the
    // browser's own check after a navigation waits for the worker to be idle, which a busy page on
    // a slow phone may not let it be (decision 113). A first install has nothing to look for.
    if (serviceWorker.controller !== null) registration.update().catch(() => undefined);
    const offer = (worker: ServiceWorker) => {
      if (serviceWorker.controller !== null) setWaiting(worker);
    };
    if (registration.waiting) offer(registration.waiting);
    warmLater();
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') offer(worker);
      });
    });
    // A phone keeps the tab for days: look for a new version whenever the visitor comes back.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
    });
  };
  afterLoadAndIdle(() => void register().catch(() => undefined));
}

/**
 * The first visit's document and images came before the worker: asked again through it (from
 * the browser's HTTP cache, mostly), what it keeps as it is seen (the gallery's document,
 * decision 040, and the thumbnails rendered in it, loaded before the app could note them) is
 * there offline from this visit on. What the worker precached, it answers alone.
 */
function keepWhatCameBefore(): void {
  const images = Array.from(document.images, (image) => (image.complete ? image.currentSrc : ''));
  const urls = [...new Set([window.location.href, ...images.filter((src) => src !== '')])];
  // One request per idle moment: fifteen started at once made one long task on a phone's slow
  // CPU (Lighthouse's profile of a first visit), right while the app was hydrating.
  const idle: (run: () => void) => void =
    'requestIdleCallback' in window ? (run) => window.requestIdleCallback(run) : (run) => window.setTimeout(run, 50);
  const next = () => {
    const url = urls.shift();
    if (url === undefined) return;
    void fetch(url).catch(() => undefined);
    idle(next);
  };
  idle(next);
}

/**
 * The files the install left for later (the account and organisers' screens, the calendars:
 * client/build/precache-order.mjs) are fetched by the worker, one at a time, once it controls
 * the page; it skips those it already holds, so each visit finishes what an earlier one began.
 */
function warmLater(): void {
  navigator.serviceWorker.controller?.postMessage({ type: 'WARM_LATER' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waiting for the visitor's go-ahead. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}

/** Lets the waiting version take over; the page reloads when it does (see controllerchange). */
export function applyUpdate(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}
