export declare const nginxPath: string | undefined;
export declare function requireNginx(): string;
export declare function selfSignedCertificate(dir: string): { cert: string; key: string };

/** One line of the server's JSON log. */
export interface LogEntry {
  level: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress: string };
  [key: string]: unknown;
}

export interface NginxStack {
  /** https://127.0.0.1:PORT, nginx's TLS side: what attendees would use. */
  httpsUrl: string;
  /** nginx's plain HTTP side (redirects to httpsUrl). */
  httpUrl: string;
  /** The Node server itself, bypassing nginx. */
  nodeUrl: string;
  dataDir: string;
  pids: { node: number | undefined; nginx: number | undefined };
  nodeLog: () => LogEntry[];
  nginxErrors: () => string;
  stop: () => Promise<void>;
}

export declare function startBehindNginx(options?: {
  env?: Record<string, string>;
  /** A server already running, to put nginx in front of (no log is read from it). */
  upstream?: { port: number; dataDir: string };
}): Promise<NginxStack>;
