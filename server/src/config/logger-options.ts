import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Whether the log is written as readable lines (pino-pretty) rather than one JSON object per line. */
export function prettyLogs(format: Config['logFormat'], stdoutIsTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && stdoutIsTerminal);
}

/**
 * The server's pino options: JSON lines for a log collector (systemd's journal, a file, a
 * pipe), readable coloured lines for a person at a terminal. Either way the same redactions
 * apply: no Authorization header, no cookie (and request-log.ts hides reset tokens in URLs).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stdoutIsTerminal: boolean,
): LoggerOptions {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  if (!prettyLogs(config.logFormat, stdoutIsTerminal)) return options;
  return {
    ...options,
    // pino-pretty formats in a worker thread, off the event loop that answers requests.
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
