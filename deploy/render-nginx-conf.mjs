#!/usr/bin/env node
// Fills in deploy/nginx.conf from the site's settings and prints it:
//
//   set -a; . /etc/congres/congres.env; set +a
//   node deploy/render-nginx-conf.mjs > /etc/nginx/sites-available/congres
//
// It reads the variables the Node server reads (PUBLIC_URL, DATA_DIR, HOST, PORT, UPLOAD_*),
// so nginx and Node agree, plus four of nginx's own. A missing or wrong one stops it with the
// list of problems, before nginx ever sees a half-filled file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const template = path.join(appDir, 'deploy', 'nginx.conf');

/** The settings of deploy/nginx.conf: name, meaning, and the default when unset. */
export const NGINX_SETTINGS = {
  PUBLIC_URL: "the https:// address attendees use (required); its host is nginx's server_name",
  TLS_CERTIFICATE: "certificate chain file (default: Let's Encrypt's fullchain.pem for that host)",
  TLS_CERTIFICATE_KEY: "its private key (default: Let's Encrypt's privkey.pem for that host)",
  NGINX_LISTEN_HTTP: 'nginx listen value for plain HTTP (default 80)',
  NGINX_LISTEN_HTTPS: 'nginx listen value for HTTPS (default 443)',
  APP_DIR: 'the checkout that was built (default: this one)',
  DATA_DIR: "the server's DATA_DIR, whose photos/ nginx serves (default ./data, as the server)",
  STORAGE: 'with s3, the photos are in a bucket: nginx passes their requests to Node (decision 025)',
};

/** Renders the template; throws an Error listing every problem. */
export function renderNginxConf(env = process.env) {
  const problems = [];
  const read = (name) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const number = (name, fallback) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) problems.push(`${name} must be a whole number (got "${raw}").`);
    return value;
  };

  let publicUrl;
  try {
    publicUrl = new URL(read('PUBLIC_URL') ?? '');
    if (publicUrl.protocol !== 'https:') problems.push('PUBLIC_URL must be an https:// address: nginx terminates TLS.');
  } catch {
    problems.push('PUBLIC_URL is required: the https:// address attendees use, e.g. https://congres.example.org.');
  }
  const host = publicUrl?.hostname ?? '';
  const appRoot = path.resolve(read('APP_DIR') ?? appDir);
  const files = {
    TLS_CERTIFICATE: read('TLS_CERTIFICATE') ?? `/etc/letsencrypt/live/${host}/fullchain.pem`,
    TLS_CERTIFICATE_KEY: read('TLS_CERTIFICATE_KEY') ?? `/etc/letsencrypt/live/${host}/privkey.pem`,
  };
  for (const [name, file] of Object.entries(files)) {
    if (!path.isAbsolute(file)) problems.push(`${name} must be an absolute path (got "${file}").`);
  }
  if (!fs.existsSync(path.join(appRoot, 'client', 'dist', 'index.html'))) {
    problems.push(`${appRoot}/client/dist is not built: run \`npm run build\` there first (or set APP_DIR).`);
  }
  const listenHost = read('HOST') ?? '0.0.0.0';
  const maxFiles = number('UPLOAD_MAX_FILES', 20);
  const maxFileMb = number('UPLOAD_MAX_FILE_MB', 15);
  // Room for the whole form: every file at its largest, plus a megabyte for the multipart framing.
  const maxBodyMb = maxFiles * maxFileMb + 1;

  const values = {
    PUBLIC_URL: publicUrl?.origin ?? '',
    SERVER_NAME: host,
    ...files,
    NGINX_LISTEN_HTTP: read('NGINX_LISTEN_HTTP') ?? '80',
    NGINX_LISTEN_HTTPS: read('NGINX_LISTEN_HTTPS') ?? '443',
    APP_DIR: appRoot,
    PHOTOS_DIR: path.join(path.resolve(read('DATA_DIR') ?? './data'), 'photos'),
    // Node on the same machine: nginx reaches it on loopback whatever HOST it listens on.
    NODE_ADDRESS: `${listenHost === '0.0.0.0' || listenHost === '::' ? '127.0.0.1' : listenHost}:${number('PORT', 3000)}`,
    UPLOAD_MAX_BODY: `${maxBodyMb}m`,
    UPLOAD_TOO_LARGE_MESSAGE: `L’envoi dépasse ${maxBodyMb} Mo : envoyez moins d’images à la fois.`,
  };
  for (const [name, value] of Object.entries(values)) {
    // Values end up inside nginx directives: no quotes, semicolons, braces or spaces to break out.
    if (name !== 'UPLOAD_TOO_LARGE_MESSAGE' && /[\s;'"{}$]/.test(value)) {
      problems.push(`${name} must not hold spaces, quotes, braces, $ or ; (got "${value}").`);
    }
  }
  if (problems.length > 0)
    throw new Error(`Cannot render deploy/nginx.conf:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  let source = fs.readFileSync(template, 'utf8');
  // Photos in a bucket (STORAGE=s3) are not on this disk: Node streams them, as any other request.
  if (read('STORAGE') === 's3') {
    source = source.replace(/\n[ ]*# photos-from-disk: begin[^\n]*\n[\s\S]*?# photos-from-disk: end\n/, '\n');
  }
  const text = source.replace(/\$\{([A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf uses \${${name}}, which the renderer does not know.`);
    return values[name];
  });
  return `# Rendered from ${template} on ${new Date().toISOString()}: edit the template and render again.\n${text}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(renderNginxConf());
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.stderr.write(
      `Settings:\n${Object.entries(NGINX_SETTINGS)
        .map(([n, m]) => `  ${n}: ${m}`)
        .join('\n')}\n`,
    );
    process.exit(1);
  }
}
