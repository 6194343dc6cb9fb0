// nginx balancing between instances of the site: for the two-instance test (cluster/) and the bench.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx } from './debian-packages.mjs';
import { freePort } from './production-server.mjs';
import { ownNginxProcess, ownNginxTempPaths } from './nginx-own.mjs';

/**
 * The nginx configuration of a site with several instances: one upstream of every instance,
 * everything proxied (with STORAGE=s3 there is no photo folder for nginx to serve from disk),
 * the client's address passed on for TRUST_PROXY=true, uploads as large as the server takes.
 * Kept close to what a deployment's server block holds, less TLS (docs/scaling.md).
 */
export function balancerConfig(options) {
  const { dir, port, upstreams } = options;
  return `
${ownNginxProcess(dir)}
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${ownNginxTempPaths(dir)}

  upstream congres {
    # An instance that fails to answer is left out for 10 s, then tried again.
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};
    # UPLOAD_MAX_FILES × UPLOAD_MAX_FILE_MB (20 × 15 MB) and the form around them.
    client_max_body_size 310m;

    location / {
      proxy_pass http://congres;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request an instance could not take (it stopped or crashed) goes to another, except an
      # upload (POST is never sent twice: the client gets the error and may try again).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 130s;
    }
  }
}
`;
}

/** Debian's nginx in the foreground, balancing between the instances on `upstreams` ports. */
export async function startBalancer(upstreams) {
  const binary = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-balancer-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, balancerConfig({ dir, port, upstreams }));
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited at start: ${fs.readFileSync(`${dir}/error.log`, 'utf8')}`);
    const answered = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error('nginx did not answer within 20 s.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
