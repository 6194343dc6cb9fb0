import { apiUrl } from './api-client';

/** How long a probe may wait before the network counts as missing (a captive or dead link). */
const PROBE_TIMEOUT_MS = 5000;

/**
 * Whether the network answers right now: asks our own server for its tiny health answer,
 * never from a cache (the service worker leaves /api alone). navigator.onLine is no proof:
 * Chromium keeps it true on a network that goes nowhere, and under emulated offline
 * (decision 030). Any answer counts: the server replied, so the network is there.
 */
export async function networkReachable(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch(apiUrl('/health'), { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
