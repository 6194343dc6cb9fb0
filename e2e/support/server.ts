// The browser tests' server lives with the other tools' pieces (scripts/lib), which the
// screenshot shares.
export { startServer, type RunningServer } from '../../scripts/lib/production-server.mjs';
