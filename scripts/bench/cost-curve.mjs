// Section 9 of the bench: the gallery's cost curve (decisions 035 and 040). The same site with more and more
// photos, on SQLite and on PostgreSQL: what a visitor's first requests cost (the first and
// second pages of the list, the whole list, the /vos-photos document) and Lighthouse on the
// gallery beside nginx sending a static page of the same twelve thumbnails.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { linkFiles, postgresSeeder, sqliteSeeder } from './bulk-seed.mjs';
import { startPostgresDatabase } from './engines.mjs';
import { writeGalleryReference } from './gallery-reference.mjs';
import { audit, environmentOf } from './lighthouse.mjs';
import { fetchRaw, measureGet } from './load.mjs';
import { memoryOf, startServer, tempDir } from './processes.mjs';
import { renderSources } from './seed.mjs';

/** Photos with real files: the first three pages (shown, asked for by "Suivant", fetched ahead). */
const SHOWN = 36;
const PAGE = 12;

/**
 * @typedef {'sqlite' | 'postgres'} CurveEngine
 * @typedef {object} CurveSettings
 * @property {number[]} sizes Numbers of photos, ascending: the database grows from one to the next.
 * @property {CurveEngine[]} engines
 * @property {Partial<Record<CurveEngine, number[]>>} lighthouseAt The sizes audited by Lighthouse, per engine.
 */

/**
 * The production server on `engine` with an empty database, and its bulk seeder.
 * @param {CurveEngine} engine
 */
async function startSite(engine) {
  if (engine === 'sqlite') {
    const server = await startServer(tempDir('congres-bench-curve-'));
    return { server, seeder: sqliteSeeder(server.dataDir), stop: server.stop };
  }
  const database = await startPostgresDatabase();
  const server = await startServer(tempDir('congres-bench-curve-'), {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const seeder = await postgresSeeder(database.url);
  return {
    server,
    seeder,
    stop: async () => {
      await seeder.close();
      await server.stop();
      await database.stop();
    },
  };
}

/**
 * For each engine and size: seeds the photos (rows straight into the database, files for the
 * newest pages), loads the four reads with wrk, and audits /vos-photos with its nginx
 * reference where `lighthouseAt` asks.
 * @param {CurveSettings & { seconds: number, lighthouseRuns: number, staticDir: string, nginxUrl: string, log: (message: string) => void }} options
 */
export async function measureCostCurve({
  sizes,
  engines,
  lighthouseAt,
  seconds,
  lighthouseRuns,
  staticDir,
  nginxUrl,
  log,
}) {
  const loadBefore = os.loadavg()[0];
  const sources = await renderSources(tempDir('congres-bench-curve-sources-'), 6, 21);
  const [first] = sources;
  // Every source is a 1024×768 photo: one shape fits every row.
  const shape = {
    width: first.width,
    height: first.height,
    thumbWidth: first.thumbWidth,
    thumbHeight: first.thumbHeight,
    bytes: first.full.length,
  };
  /** @type {Record<string, Record<number, object>>} */
  const curve = {};
  // Every audit of the section, for the browser and the benchmark index behind its figures.
  const audited = [];
  for (const engine of engines) {
    log(`cost curve: ${engine}, starting the server`);
    const site = await startSite(engine);
    const photosDir = path.join(site.server.dataDir, 'photos');
    curve[engine] = {};
    let seeded = 0;
    for (const size of sizes) {
      log(`cost curve: ${engine}, seeding ${size - seeded} photos up to ${size}`);
      const started = process.hrtime.bigint();
      await site.seeder.addPhotos(size - seeded, shape);
      const seedSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      seeded = size;
      linkFiles(
        photosDir,
        await site.seeder.newest(SHOWN),
        sources.map((source) => source.files),
      );
      log(`cost curve: ${engine}, ${size} photos (seeded in ${seedSeconds.toFixed(1)} s): the reads`);
      const row = { seedSeconds, ...(await measureReads(site.server, size, seconds)) };
      if (lighthouseAt[engine]?.includes(size)) {
        log(`cost curve: ${engine}, ${size} photos: Lighthouse on /vos-photos and its nginx reference`);
        const reference = `${nginxUrl}${await writeGalleryReference({
          staticDir,
          name: `vos-photos-${engine}-${size}`,
          serverUrl: site.server.url,
          photosDir,
        })}`;
        const ours = `${site.server.url}/vos-photos`;
        await warmUp(ours);
        const audits = await audit([ours, reference], { runs: lighthouseRuns });
        Object.assign(row, { lighthouse: audits[ours], reference: audits[reference] });
        audited.push(...Object.values(audits));
      }
      curve[engine][size] = row;
    }
    // The next engine gets the two cores to itself.
    await site.stop();
  }
  return {
    curve,
    shown: SHOWN,
    lighthouseRuns,
    environment: environmentOf(audited),
    loadBefore,
    loadAfter: os.loadavg()[0],
  };
}

/**
 * The first and second pages (`?limit=12`, then `before` its cursor), the whole list and the
 * /vos-photos document under wrk; the list's size as JSON; the server's memory after them.
 */
async function measureReads(server, size, seconds) {
  const api = `${server.url}/api/photos`;
  // The first answers after the list changed (the seeding moved its version): what each
  // upload costs the next visitor, before the answers are kept again.
  const firstPageCold = await timed(() => fetch(`${api}?limit=${PAGE}`));
  const page = /** @type {{ photos: unknown[], total: number, nextCursor: string | null }} */ (
    await firstPageCold.result.json()
  );
  // The triggers counted every row: the seeding went through the database as an upload does.
  if (page.total !== size || page.nextCursor === null) {
    throw new Error(
      `GET /api/photos?limit=${PAGE} says ${page.total} photos (cursor ${page.nextCursor}), ${size} were seeded`,
    );
  }
  const load = { seconds, pids: [server.pid] };
  const firstPage = await measureGet(`${api}?limit=${PAGE}`, load);
  const secondPage = await measureGet(`${api}?limit=${PAGE}&before=${encodeURIComponent(page.nextCursor)}`, load);
  const listCold = await timed(() => fetchRaw(api));
  const list = await measureGet(api, load);
  const listJsonBytes = (await fetchRaw(api, { accept: 'application/json' })).bytes;
  const document = await measureGet(`${server.url}/vos-photos`, load);
  return {
    firstPage: { ...firstPage, coldMs: firstPageCold.ms },
    secondPage,
    list: { ...list, jsonBytes: listJsonBytes, coldMs: listCold.ms },
    document,
    memory: memoryOf(server.pid).rss,
  };
}

/**
 * How long `task` took, in ms, with its result.
 * @template T
 * @param {() => Promise<T>} task
 */
async function timed(task) {
  const started = process.hrtime.bigint();
  const result = await task();
  return { result, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * One plain request for the document and every file it names, before the audits: a server on
 * the day has served its gallery before. Without it the first audited run alone paid for the
 * first render of that list version and its compression, and the first reads of the files.
 */
async function warmUp(url) {
  const html = await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text();
  const named = new Set([...html.matchAll(/(?:src|href|srcset)="(\/[^"\s]+)/g)].map((match) => match[1]));
  for (const file of named) await (await fetch(new URL(file, url))).arrayBuffer();
}
