// The deployment of deploy/nginx.conf, on loopback: the built server behind Debian's nginx
// over HTTPS, with a self-signed certificate made on the spot. One piece for the nginx
// journey test (e2e/deploy) and the bench.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConf } from '../../deploy/render-nginx-conf.mjs';
import { freePort, repoRoot, startProductionServer } from './production-server.mjs';
import { ownNginxProcess, ownNginxTempPaths } from './nginx-own.mjs';

export const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** Fails with what to do when Debian's nginx is not installed (.ci/run installs it). */
export function requireNginx() {
  if (nginxPath === undefined) throw new Error("Debian's nginx is missing: apt-get install -y nginx");
  return nginxPath;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid two days (openssl, P-256: fast). */
export function selfSignedCertificate(dir) {
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

/** Polls `url` until it answers (any status below 500); fails if `child` exits first. */
async function waitForAnswer(url, child, what, fetchOptions = {}) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} at start.`);
    try {
      const res = await fetch(url, { redirect: 'manual', ...fetchOptions });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 20 s.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the built server (TRUST_PROXY=true, on loopback, its log kept) and nginx with the
 * rendered deploy/nginx.conf in front. `env` is added to the server's settings (and read by
 * the renderer too, as in production). Given `upstream` (a server already running: its port
 * and DATA_DIR), nginx is put in front of that one instead. Everything else lives in a temp
 * folder removed by `stop`.
 */
export async function startBehindNginx({ env = {}, upstream } = {}) {
  const binary = requireNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-nginx-'));
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
    const server = upstream ?? (await startProductionServer({ dataDir, env: settings, keepStdout: true }));
    if (!upstream) {
      stops.push(async () => {
        if (server.child.exitCode === null) server.child.kill('SIGTERM');
        await server.exited;
      });
    }

    const site = renderNginxConf({
      ...settings,
      HOST: '127.0.0.1',
      PORT: String(server.port),
      DATA_DIR: dataDir,
      APP_DIR: repoRoot,
      TLS_CERTIFICATE: cert,
      TLS_CERTIFICATE_KEY: key,
      NGINX_LISTEN_HTTP: `127.0.0.1:${httpPort}`,
      NGINX_LISTEN_HTTPS: `127.0.0.1:${httpsPort}`,
    });
    fs.writeFileSync(path.join(dir, 'congres.conf'), site);
    // What Debian's /etc/nginx/nginx.conf gives the site file, in a folder of our own.
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `${ownNginxProcess(dir, { workerConnections: 512 })}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log ${dir}/access.log;
  ${ownNginxTempPaths(dir)}
  include ${dir}/congres.conf;
}
`,
    );
    const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
    // The configuration is checked first, so that a mistake in it fails with nginx's own words.
    execFileSync(binary, ['-t', '-q', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    const nginx = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr.on('data', (chunk) => (nginxErrors += chunk.toString()));
    const nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
    stops.push(async () => {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await nginxExited;
    });
    await waitForAnswer(`http://127.0.0.1:${httpPort}/`, nginx, `nginx (${nginxErrors})`);
    return {
      httpsUrl,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      nodeUrl: `http://127.0.0.1:${server.port}`,
      dataDir,
      pids: { node: server.child?.pid, nginx: nginx.pid },
      /** The server's log so far, one JSON object per line (none for an `upstream`). */
      nodeLog: () =>
        (server.stdout?.() ?? '')
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line)),
      nginxErrors: () => `${nginxErrors}${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
