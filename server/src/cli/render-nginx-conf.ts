import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { SLIDES_MESSAGES } from '@congres/contracts';
import { TUS_MESSAGES } from '../domain/uploads/tus-messages.js';

// Compiled with the server so that it reads the settings with the server's own loader: nginx
// and Node cannot disagree on the port, DATA_DIR or the upload limits (decision 033).
// deploy/render-nginx-conf.mjs is the command that runs it.
const appDir = path.resolve(import.meta.dirname, '../../..');
const template = path.join(appDir, 'deploy', 'nginx.conf');

/** The settings the renderer reads, with their meaning and default (the server's, with the server's defaults). */
export const NGINX_SETTINGS: Record<string, string> = {
  PUBLIC_URL: "the https:// address attendees use (required); its host is nginx's server_name",
  TLS_CERTIFICATE: "certificate chain file (default: Let's Encrypt's fullchain.pem for that host)",
  TLS_CERTIFICATE_KEY: "its private key (default: Let's Encrypt's privkey.pem for that host)",
  NGINX_LISTEN_HTTP: 'nginx listen value for plain HTTP (default 80)',
  NGINX_LISTEN_HTTPS: 'nginx listen value for HTTPS (default 443)',
  NGINX_ACCESS_LOG: "the site's access log, secrets redacted (default /var/log/nginx/access.log)",
  APP_DIR: 'the checkout that was built (default: this one)',
  'HOST, PORT, DATA_DIR, UPLOAD_MAX_FILES, UPLOAD_MAX_FILE_MB, SLIDES_MAX_MB, STORAGE':
    "the server's own, with its defaults: where nginx finds Node, the photos (none with STORAGE=s3) and the upload limits",
};

/** Renders deploy/nginx.conf from the site's settings; throws an Error listing every problem. */
export function renderNginxConf(env: NodeJS.ProcessEnv = process.env): string {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  let config: Config | undefined;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }

  const publicUrl = config === undefined ? undefined : new URL(config.publicUrl);
  if (read('PUBLIC_URL') === undefined) {
    problems.push('PUBLIC_URL is required: the https:// address attendees use, e.g. https://congres.example.org.');
  } else if (publicUrl !== undefined && publicUrl.protocol !== 'https:') {
    problems.push(`PUBLIC_URL must be an https:// address (got "${publicUrl.origin}"): nginx terminates TLS.`);
  }
  if (config?.port === 0) problems.push('PORT must be a fixed port for nginx to reach, not 0.');
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
  if (config === undefined || problems.length > 0) throw renderError(problems);

  // Room for the whole form: every file at its largest, plus a megabyte for the multipart framing.
  const maxBodyMb = (config.uploadMaxFiles * config.uploadMaxFileBytes) / (1024 * 1024) + 1;
  const fileMb = config.uploadMaxFileBytes / (1024 * 1024);
  const slidesMb = config.slidesMaxBytes / (1024 * 1024);
  const values: Record<string, string> = {
    PUBLIC_URL: publicUrl?.origin ?? '',
    SERVER_NAME: host,
    ...files,
    NGINX_LISTEN_HTTP: read('NGINX_LISTEN_HTTP') ?? '80',
    NGINX_LISTEN_HTTPS: read('NGINX_LISTEN_HTTPS') ?? '443',
    NGINX_ACCESS_LOG: read('NGINX_ACCESS_LOG') ?? '/var/log/nginx/access.log',
    APP_DIR: appRoot,
    PHOTOS_DIR: path.join(config.dataDir, 'photos'),
    // Node on the same machine: nginx reaches it on loopback whatever HOST it listens on.
    NODE_ADDRESS: `${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`,
    UPLOAD_MAX_BODY: `${maxBodyMb}m`,
    UPLOAD_TOO_LARGE_MESSAGE: `L’envoi dépasse ${maxBodyMb} Mo : envoyez moins d’images à la fois.`,
    // A resumable upload's request carries one file at most (Node refuses a longer Upload-Length).
    UPLOAD_FILE_MAX_BODY: `${fileMb + 1}m`,
    UPLOAD_FILE_TOO_LARGE_MESSAGE: TUS_MESSAGES.tooLarge(fileMb),
    // One slides PDF and the form around it (decision 084); past it, Node's own French refusal.
    SLIDES_MAX_BODY: `${slidesMb + 1}m`,
    SLIDES_TOO_LARGE_MESSAGE: SLIDES_MESSAGES.tooLarge(slidesMb),
  };
  for (const [name, value] of Object.entries(values)) {
    // Values end up inside nginx directives: no quotes, semicolons, braces or spaces to break out.
    if (!name.endsWith('_MESSAGE') && /[\s;'"{}$]/.test(value)) {
      problems.push(`${name} must not hold spaces, quotes, braces, $ or ; (got "${value}").`);
    }
  }
  if (problems.length > 0) throw renderError(problems);

  let source = fs.readFileSync(template, 'utf8');
  // Photos in a bucket (STORAGE=s3) are not on this disk: Node streams them, as any other request.
  if (config.storage.engine === 's3') {
    source = source.replace(/\n[ ]*# photos-from-disk: begin[^\n]*\n[\s\S]*?# photos-from-disk: end\n/, '\n');
  }
  const text = source.replace(/\$\{([A-Z_]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf uses \${${name}}, which the renderer does not know.`);
    return value;
  });
  return `# Rendered from ${template} on ${new Date().toISOString()}: edit the template and render again.\n${text}`;
}

function renderError(problems: string[]): Error {
  return new Error(`Cannot render deploy/nginx.conf:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
