// Test support (not used by the app): Cache Storage as the browser has it (jsdom has none).
import { vi } from 'vitest';

/** Named caches of Responses by URL, installed as `caches`; returns them to inspect. */
export function stubCacheStorage(): Map<string, Map<string, Response>> {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: string, response: Response) => void store.set(key, response),
      match: async (key: string) => store.get(key)?.clone(),
    };
  };
  vi.stubGlobal('caches', { open });
  return stores;
}
