#!/usr/bin/env node
// Fills in deploy/nginx.conf from the site's settings and prints it:
//
//   set -a; . /etc/congres/congres.env; set +a
//   node deploy/render-nginx-conf.mjs > /etc/nginx/sites-available/congres
//
// The server's settings (HOST, PORT, DATA_DIR, UPLOAD_*, STORAGE) are read by the server's own
// loader, so nginx and Node agree: the renderer is built with the server
// (server/src/cli/render-nginx-conf.ts, decision 033), so run `npm run build` first. A missing
// or wrong setting stops it with the list of problems, before nginx sees a half-filled file.
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const isCommand = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
const built = new URL('../server/dist/cli/render-nginx-conf.js', import.meta.url);
if (!fs.existsSync(fileURLToPath(built))) {
  const message = `${fileURLToPath(new URL('..', import.meta.url))} is not built: run \`npm run build\` there first.`;
  if (!isCommand) throw new Error(message);
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
export const { renderNginxConf, NGINX_SETTINGS } = await import(built.href);

if (isCommand) {
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
