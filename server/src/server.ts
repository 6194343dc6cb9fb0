import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';

// The only entry point: reads the configuration, starts the server, stops it cleanly.
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example and the README for every setting.\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
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
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
