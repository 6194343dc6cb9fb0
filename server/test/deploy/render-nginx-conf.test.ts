import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/lib/production-server.mjs';
import { renderNginxConf } from '../../src/cli/render-nginx-conf.js';
import { loadConfig } from '../../src/config/config.js';
import { buildServer } from '../faults/support/child-server.js';
import { tempDir } from '../support/test-app.js';

// A built checkout as the renderer expects it (it refuses to render for an unbuilt one).
const app = tempDir('render-nginx-app');
fs.mkdirSync(path.join(app.dir, 'client', 'dist'), { recursive: true });
fs.writeFileSync(path.join(app.dir, 'client', 'dist', 'index.html'), '<!doctype html>');
afterAll(() => app.remove());

const settings = { PUBLIC_URL: 'https://congres.example.org', APP_DIR: app.dir, DATA_DIR: '/var/lib/congres' };

describe('deploy/render-nginx-conf.mjs', () => {
  it('lets nginx serve the photos from DATA_DIR/photos with the local folder (the default)', () => {
    const conf = renderNginxConf(settings);
    expect(conf).toContain('alias /var/lib/congres/photos/$1;');
    expect(conf).toMatch(/location ~ "\^\/uploads\/photos\//);
  });

  it('leaves the photos to Node with STORAGE=s3: they are in a bucket, not on this disk', () => {
    const conf = renderNginxConf({ ...settings, STORAGE: 's3', S3_REGION: 'gra', S3_BUCKET: 'congres-photos' });
    expect(conf).not.toContain('/var/lib/congres/photos');
    expect(conf).not.toMatch(/location [^{]*uploads\/photos/);
    // Everything else is as before: the assets from disk, the rest proxied to Node.
    expect(conf).toContain('location /assets/');
    expect(conf).toContain('server 127.0.0.1:3000;');
    expect(conf).toContain('proxy_pass http://congres_node;');
  });
});

describe('the live event stream through nginx', () => {
  it('passes /api/events unbuffered, over HTTP/1.1 without a Connection header, with a long read timeout', () => {
    const conf = renderNginxConf(settings);
    const block = /location = \/api\/events \{[^}]*\}/.exec(conf)?.[0] ?? '';
    expect(block).toContain('proxy_pass http://congres_node;');
    expect(block).toMatch(/^\s*proxy_buffering off;$/m);
    expect(block).toMatch(/^\s*gzip off;$/m);
    const timeout = /proxy_read_timeout (\d+)(s|m|h);/.exec(block);
    const seconds = Number(timeout?.[1]) * { s: 1, m: 60, h: 3600 }[(timeout?.[2] ?? 's') as 's' | 'm' | 'h'];
    expect(seconds).toBeGreaterThanOrEqual(600);
    // Set at the server level, and not replaced in the block: a proxy_set_header there would drop
    // X-Forwarded-For, which the per-address limit counts by.
    const https = conf.slice(conf.lastIndexOf('server {'));
    const serverLevel = https.slice(0, https.search(/^\s*location /m));
    expect(serverLevel).toMatch(/^\s*proxy_http_version 1\.1;$/m);
    expect(serverLevel).toMatch(/^\s*proxy_set_header Connection "";$/m);
    expect(block).not.toContain('proxy_set_header');
  });
});

// nginx and Node read one environment file: whatever it says or leaves out, the rendered file
// must send requests to the port Node listens on, serve the photos from the folder Node writes
// them to, and let through the largest upload Node accepts.
describe('the rendered nginx.conf and the server read the same settings', () => {
  const environments: Record<string, NodeJS.ProcessEnv> = {
    'the defaults': { PUBLIC_URL: 'https://congres.example.org', APP_DIR: app.dir },
    'every setting given': {
      PUBLIC_URL: 'https://congres.example.org',
      APP_DIR: app.dir,
      HOST: '127.0.0.2',
      PORT: '4123',
      DATA_DIR: '/srv/congres/data',
      UPLOAD_MAX_FILES: '7',
      UPLOAD_MAX_FILE_MB: '9',
      SLIDES_MAX_MB: '120',
    },
  };
  for (const [name, env] of Object.entries(environments)) {
    it(name, () => {
      const config = loadConfig(env);
      const conf = renderNginxConf(env);
      const upstream = /upstream congres_node \{\s*server ([^;]+):(\d+);/.exec(conf);
      expect(Number(upstream?.[2])).toBe(config.port);
      expect(upstream?.[1]).toBe(config.host === '0.0.0.0' ? '127.0.0.1' : config.host);
      expect(conf).toContain(`alias ${path.join(config.dataDir, 'photos')}/$1;`);
      const largestUpload = (config.uploadMaxFiles * config.uploadMaxFileBytes) / 1024 / 1024 + 1;
      const uploadBlock = /location = \/api\/upload-photo \{[^}]*\}/.exec(conf)?.[0];
      expect(uploadBlock).toContain(`client_max_body_size ${largestUpload}m;`);
      expect(conf).toContain(`L’envoi dépasse ${largestUpload} Mo`);
      // A resumable upload: one file per request, streamed to Node as it arrives.
      const fileMb = config.uploadMaxFileBytes / 1024 / 1024;
      const tusBlock = /location ~ "\^\/api\/uploads\(\/\|\$\)" \{[^}]*\}/.exec(conf)?.[0];
      expect(tusBlock).toContain(`client_max_body_size ${fileMb + 1}m;`);
      expect(tusBlock).toContain('proxy_request_buffering off;');
      expect(conf).toContain(`Le fichier dépasse ${fileMb} Mo : choisissez une photo plus légère.`);
      // An organiser's slides PDF (decision 084): one file of SLIDES_MAX_MB and its form.
      const slidesMb = config.slidesMaxBytes / 1024 / 1024;
      const slidesBlock = /location = \/api\/content\/slides \{[^}]*\}/.exec(conf)?.[0];
      expect(slidesBlock).toContain(`client_max_body_size ${slidesMb + 1}m;`);
      expect(conf).toContain(`Ce PDF dépasse ${slidesMb} Mo`);
    });
  }

  it('refuses what the server refuses, in the server’s words, with nginx’s own problems beside them', () => {
    const env = { ...settings, PORT: 'trois-mille', UPLOAD_MAX_FILES: '500', TLS_CERTIFICATE: 'fullchain.pem' };
    const serverProblems = (() => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as { problems: string[] }).problems;
      }
    })();
    expect(serverProblems).toHaveLength(2);
    let message = '';
    try {
      renderNginxConf(env);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const problem of serverProblems) expect(message).toContain(problem);
    expect(message).toContain('TLS_CERTIFICATE must be an absolute path');
  });

  it('refuses an http:// PUBLIC_URL, or none (the server alone would use http://localhost): nginx terminates TLS', () => {
    expect(() => renderNginxConf({ ...settings, PUBLIC_URL: 'http://congres.example.org' })).toThrow(
      'PUBLIC_URL must be an https:// address (got "http://congres.example.org")',
    );
    expect(() => renderNginxConf({ APP_DIR: app.dir })).toThrow('PUBLIC_URL is required');
  });
});

describe('node deploy/render-nginx-conf.mjs, the operator’s command', () => {
  it('prints the file rendered by the built server, or the list of problems and exit code 1', async () => {
    await buildServer();
    const run = (env: NodeJS.ProcessEnv) =>
      promisify(execFile)(process.execPath, [path.join(repoRoot, 'deploy/render-nginx-conf.mjs')], {
        env: { PATH: process.env.PATH, ...env },
      });
    const { stdout } = await run({ ...settings, PORT: '4124' });
    expect(stdout).toContain('server 127.0.0.1:4124;');

    const failure = await run({ ...settings, PORT: '-1' }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('PORT must be a whole number from 0 to 65535 (got "-1").');
    expect(failure?.stderr).toContain('TLS_CERTIFICATE:');
  }, 120_000);
});
