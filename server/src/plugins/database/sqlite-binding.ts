import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * The SQLite binding for the running Node: better-sqlite3 13 (Node-API) where Node offers
 * Node-API 10 (Node 22.14 and later, 24), else better-sqlite3 12 (Node 20, the machines'
 * Node, and Node 22.13). Both have the same API. Why two: 12 is built on node::ObjectWrap,
 * whose destructor aborts Node 24 when a statement is garbage-collected ("Assertion failed:
 * (env) != nullptr", the server dies within seconds of starting); 13 needs Node-API 10 and
 * segfaults on Node 20. docs/decisions/019-current-node-and-operator-hardening.md.
 */
export const SQLite: typeof BetterSqlite3 =
  Number(process.versions.napi) >= 10
    ? (require('better-sqlite3-napi') as typeof BetterSqlite3)
    : (require('better-sqlite3') as typeof BetterSqlite3);
