// The deployment of deploy/nginx.conf, on loopback: the built server behind Debian's nginx
// over HTTPS, with a self-signed certificate made on the spot. One piece for the nginx
// journey test (e2e/deploy) and the bench.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConf } from '../../deploy/render-nginx-conf.mjs';
import { startNginx } from './nginx.mjs';
import { freePort, repoRoot, startProductionServer } from './production-server.mjs';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid two days (openssl, P-256: fast).
 * @param {string} dir
 */
function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { cert, key };
}

/**
 * One line of the server's JSON log.
 * @typedef {{ level: number, msg: string, req?: { method: string, url: string, remoteAddress: string }, [key: string]: unknown }} LogEntry
 */

/**
 * @typedef {object} NginxStack
 * @property {string} httpsUrl https://127.0.0.1:PORT, nginx's TLS side: what attendees would use.
 * @property {string} httpUrl nginx's plain HTTP side (redirects to httpsUrl).
 * @property {string} nodeUrl The Node server itself, bypassing nginx.
 * @property {string} dataDir
 * @property {{ node: number | undefined, nginx: number | undefined }} pids
 * @property {() => LogEntry[]} nodeLog The server's log so far (none for an `upstream`).
 * @property {() => string} nginxErrors
 * @property {() => string} accessLog The site's access log so far, as nginx wrote it (secrets redacted, decision 110).
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the built server (TRUST_PROXY=true, on loopback, its log kept) and nginx with the
 * rendered deploy/nginx.conf in front. `env` is added to the server's settings (and read by
 * the renderer too, as in production). Given `upstream` (a server already running: its port
 * and DATA_DIR), nginx is put in front of that one instead. Everything else lives in a temp
 * folder removed by `stop`.
 * @param {{ env?: Record<string, string>, upstream?: { port: number, dataDir: string } }} [options]
 * @returns {Promise<NginxStack>}
 */
export async function startBehindNginx({ env = {}, upstream } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-nginx-'));
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const stop = async () => {
    for (const task of stops.reverse()) await task();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { cert, key } = selfSignedCertificate(dir);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const httpsUrl = `https://127.0.0.1:${httpsPort}`;
    const dataDir = upstream?.dataDir ?? path.join(dir, 'data');
    const settings = { TRUST_PROXY: 'true', PUBLIC_URL: httpsUrl, LOG_LEVEL: 'info', ...env };
    const server = upstream ? undefined : await startProductionServer({ dataDir, env: settings, keepStdout: true });
    if (server) stops.push(server.stop);
    // The server nginx stands in front of: one of the two is there.
    const port = /** @type {number} */ (upstream?.port ?? server?.port);

    const site = renderNginxConf({
      ...settings,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_DIR: repoRoot,
      TLS_CERTIFICATE: cert,
      TLS_CERTIFICATE_KEY: key,
      NGINX_LISTEN_HTTP: `127.0.0.1:${httpPort}`,
      NGINX_LISTEN_HTTPS: `127.0.0.1:${httpsPort}`,
      NGINX_ACCESS_LOG: path.join(dir, 'site-access.log'),
    });
    // What Debian's /etc/nginx/nginx.conf gives the site file.
    const nginx = await startNginx({
      workerConnections: 512,
      http: (nginxDir) => `
  default_type application/octet-stream;
  sendfile on;
  access_log ${nginxDir}/access.log;
${site}`,
      probe: `http://127.0.0.1:${httpPort}/`,
    });
    stops.push(nginx.stop);
    return {
      httpsUrl,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      nodeUrl: `http://127.0.0.1:${port}`,
      dataDir,
      pids: { node: server?.child.pid, nginx: nginx.child.pid },
      /** The server's log so far, one JSON object per line (none for an `upstream`). */
      nodeLog: () =>
        (server?.stdout() ?? '')
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => /** @type {LogEntry} */ (JSON.parse(line))),
      nginxErrors: nginx.errors,
      accessLog: () => {
        try {
          return fs.readFileSync(path.join(dir, 'site-access.log'), 'utf8');
        } catch {
          return '';
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
