import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;

export interface ProductionServerOptions {
  dataDir: string;
  /** Added to (and overriding) the defaults: HOST, PORT, DATA_DIR, PUBLIC_URL, LOG_LEVEL=warn. */
  env?: Record<string, string>;
  /** Hide the server's output (its stderr is still kept for `stderr()`). */
  quiet?: boolean;
  /** Keep the server's log (stdout) for `stdout()` rather than showing it. */
  keepStdout?: boolean;
  /** The port to listen on (a restarted server keeps its origin); a free one when absent. */
  port?: number;
}

export interface ProductionServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything the server wrote to stderr so far. */
  stderr: () => string;
  /** Everything the server wrote to stdout so far, when started with `keepStdout`. */
  stdout: () => string;
}

export declare function freePort(): Promise<number>;
export declare function spawnProductionServer(options: ProductionServerOptions): Promise<ProductionServer>;
export declare function waitUntilHealthy(server: ProductionServer, timeoutMs?: number): Promise<void>;
export declare function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer>;
