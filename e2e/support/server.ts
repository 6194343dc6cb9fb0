// The browser tests' server lives with the other tools' pieces (scripts/lib), which the
// screenshot shares.
import { startServer as startProductionBuild, type RunningServer } from '../../scripts/lib/production-server.mjs';
import { withRoom } from './pace';

export type { RunningServer };

/**
 * The production build on a free port with a fresh data folder. It answers within 2-3 s on the
 * tests' own machine; 30 s with room (decision 113) is 60 s there, and more where the pages are
 * slowed on purpose: a slowed CI run with the bench beside it once saw two servers start in over 60 s.
 */
export const startServer = (env: Record<string, string> = {}): Promise<RunningServer> =>
  startProductionBuild(env, withRoom(30_000));
