import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startProductionServer } from '../../scripts/lib/production-server.mjs';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production build on a free port with a fresh DATA_DIR (removed by `stop`), and
 * waits until it answers its health route.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (
    !fs.existsSync(path.join(repoRoot, 'server/dist/server.js')) ||
    !fs.existsSync(path.join(repoRoot, 'client/dist/index.html'))
  ) {
    throw new Error('No production build: run `npm run build` (npm run test:e2e does it).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-e2e-'));
  const server = await startProductionServer({ dataDir, env });
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
