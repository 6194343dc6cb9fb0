import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxConf } from '../../../deploy/render-nginx-conf.mjs';
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
    const conf = renderNginxConf({ ...settings, STORAGE: 's3' });
    expect(conf).not.toContain('/var/lib/congres/photos');
    expect(conf).not.toMatch(/location [^{]*uploads\/photos/);
    // Everything else is as before: the assets from disk, the rest proxied to Node.
    expect(conf).toContain('location /assets/');
    expect(conf).toContain('server 127.0.0.1:3000;');
    expect(conf).toContain('proxy_pass http://congres_node;');
  });
});
