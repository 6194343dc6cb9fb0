// The contracts read from their sources by Vite and Vitest (no build step before dev or tests),
// for both entries: the index, and the room's apart (contracts/src/room.ts, decision 118). Exact
// names: a prefix alias would send '@congres/contracts/room' to 'index.ts/room'.
import { fileURLToPath } from 'node:url';

/** @type {{ find: RegExp; replacement: string }[]} */
export const contractsSourceAliases = [
  { find: /^@congres\/contracts$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
  { find: /^@congres\/contracts\/room$/, replacement: fileURLToPath(new URL('./src/room.ts', import.meta.url)) },
];
