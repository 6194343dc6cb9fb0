import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { DataDirError, prepareDataDir } from './config/data-dir.js';
import { loggerOptions } from './config/logger-options.js';
import { trackSilentConnections } from './http/silent-connections.js';
import { logPlaceholders } from './web/placeholder-report.js';

/** How long requests in flight may take to finish after SIGTERM (a large upload on a slow phone). */
const SHUTDOWN_DEADLINE_MS = 60_000;

// The only entry point: reads the configuration, starts the server, stops it cleanly.
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    prepareDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirError) {
      process.stderr.write(`${error.message}\nSee .env.example and the README for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, loggerOptions(config, process.stdout.isTTY));
  const silent = trackSilentConnections(app.server);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() waits for every socket; a keep-alive socket whose request ends after the signal
    // would hold it for the whole keep-alive timeout, so sockets are closed as they fall idle,
    // and so are those that never sent a request.
    setInterval(() => {
      app.server.closeIdleConnections();
      silent.closeSilent();
    }, 100).unref();
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      app.log.error({ afterMs: SHUTDOWN_DEADLINE_MS }, 'requests still in flight at the shutdown deadline: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info({ address, publicUrl: config.publicUrl }, `site ready at ${config.publicUrl}`);
  await logPlaceholders(app.log, config.clientDir, config.publicUrl, app.db).catch((error: unknown) =>
    app.log.warn({ err: error }, 'placeholder count failed'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
