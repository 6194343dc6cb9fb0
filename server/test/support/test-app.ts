import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PRERENDERED_ROUTES, SHELL_FILE, prerenderedFile } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import { engineEnv } from './engines.js';

/** A fresh folder under the system's temp dir, removed by the returned cleanup. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `congres-${prefix}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The stand-in of a prerendered page: its route in its title and heading. */
export const fakePage = (route: string) =>
  `<!doctype html><html lang="fr"><head><title>${route}</title></head><body><div id="root"><h1>Page ${route}</h1></div></body></html>`;

/** A script of some size, varied enough that each compressor and level writes it differently. */
const FAKE_SCRIPT = Array.from(
  { length: 300 },
  (_v, i) => `export const slot${i} = { start: '${8 + (i % 10)}:${(i * 7) % 60}', room: 'Salle ${(i * 13) % 17}' };`,
).join('\n');

/**
 * The fake build's files compressed once per process: the same bytes every time, and brotli at
 * its highest quality took a sixth of each test app's start (decision 075).
 */
const compressed = new Map<string, { br: Buffer; gz: Buffer }>();
function compressedOnce(body: Buffer): { br: Buffer; gz: Buffer } {
  const key = body.toString('latin1');
  let packed = compressed.get(key);
  if (packed === undefined) {
    packed = { br: zlib.brotliCompressSync(body), gz: zlib.gzipSync(body, { level: 9 }) };
    compressed.set(key, packed);
  }
  return packed;
}

/** A stand-in for client/dist, so server tests never depend on a client build. */
export function fakeClientBuild(dir: string): string {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, SHELL_FILE),
    '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>',
  );
  for (const route of PRERENDERED_ROUTES) {
    const file = path.join(dir, prerenderedFile(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, fakePage(route));
  }
  fs.writeFileSync(path.join(dir, 'sw.js'), `self.addEventListener("fetch", () => {}); // ${'précache '.repeat(200)}`);
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Congrès"}');
  // The parts the service worker imports (the upload queue's, the files precached later).
  for (const part of ['sw-queue.js', 'sw-later.js']) fs.writeFileSync(path.join(dir, part), '// importScripts');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), FAKE_SCRIPT);
  // As the build does (client/build/precompress.mjs): each text file compressed once beside it.
  for (const file of ['assets/index-abc123.js', 'sw.js']) {
    const packed = compressedOnce(fs.readFileSync(path.join(dir, file)));
    fs.writeFileSync(path.join(dir, `${file}.br`), packed.br);
    fs.writeFileSync(path.join(dir, `${file}.gz`), packed.gz);
  }
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** The settings it was started with: a command or a second instance on the same site takes them. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * The real application on a fresh DATA_DIR (its own SQLite file and photo folder, or in a run
 * with engines its own PostgreSQL database and bucket: support/engines.ts), with optional
 * environment overrides, and buildApp's options (the content's seed: support/content-seed.ts).
 * Close it to remove everything it wrote.
 */
export async function startTestApp(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestApp> {
  const data = tempDir('data');
  const client = tempDir('client');
  const settings = {
    ...(await engineEnv(env.DATA_DIR ?? data.dir)),
    DATA_DIR: data.dir,
    CLIENT_DIR: fakeClientBuild(client.dir),
    PUBLIC_URL: 'http://congres.test',
    LOG_LEVEL: 'silent',
    ...env,
  };
  let config: Config;
  let app: FastifyInstance;
  try {
    config = loadConfig(settings);
    app = await buildApp(config, false, options);
    await app.ready();
  } catch (error) {
    // A start that fails (tests of bad settings) leaves nothing behind either.
    data.remove();
    client.remove();
    throw error;
  }
  return {
    app,
    config,
    dataDir: data.dir,
    env: settings,
    close: async () => {
      await app.close();
      data.remove();
      client.remove();
    },
  };
}
