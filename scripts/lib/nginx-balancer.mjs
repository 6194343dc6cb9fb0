// nginx balancing between instances of the site: for the two-instance test (cluster/) and the bench.
import { startNginx } from './nginx.mjs';
import { freePort } from './production-server.mjs';

/**
 * The nginx configuration of a site with several instances: one upstream of every instance,
 * everything proxied (with STORAGE=s3 there is no photo folder for nginx to serve from disk),
 * the client's address passed on for TRUST_PROXY=true, uploads as large as the server takes.
 * Kept close to what a deployment's server block holds, less TLS (docs/scaling.md). The inside
 * of the `http` block (nginx.mjs writes the rest).
 * @param {{ port: number, upstreams: number[] }} options
 */
function balancerConfig({ port, upstreams }) {
  return `
  access_log off;

  upstream congres {
    # An instance that fails to answer is left out for 10 s, then tried again.
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};
    # UPLOAD_MAX_FILES × UPLOAD_MAX_FILE_MB (20 × 15 MB) and the form around them.
    client_max_body_size 310m;

    # The live event stream: unbuffered, open long (decision 057).
    location = /api/events {
      proxy_pass http://congres;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }

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
`;
}

/**
 * @typedef {object} Balancer
 * @property {string} url
 * @property {() => Promise<void>} stop Stops nginx and removes its folder.
 */

/**
 * Debian's nginx in the foreground, balancing between the instances on `upstreams` ports.
 * @param {number[]} upstreams
 * @returns {Promise<Balancer>}
 */
export async function startBalancer(upstreams) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const nginx = await startNginx({ http: () => balancerConfig({ port, upstreams }), probe: `${url}/api/health` });
  return { url, stop: nginx.stop };
}
