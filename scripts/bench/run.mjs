// `npm run bench [-- --quick]`: builds for production, starts the real server and nginx on
// loopback, measures (see docs/benchmarks.md for what and how), stops everything it started
// and writes the report. --quick is CI's version: short loads, few photos, one Lighthouse
// page; it checks that every figure was produced and never judges a timing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { measureGet, measureRequests, fetchRaw } from './load.mjs';
import { audit, chromePath, environmentOf } from './lighthouse.mjs';
import { startFloorServer } from './floor-server.mjs';
import { startBehindNginx } from '../lib/nginx-proxy.mjs';
import { htmlFirstWeights } from './html-first.mjs';
import { firstViewWeight } from './page-weight.mjs';
import {
  buildForProduction,
  cleanupAll,
  onCleanup,
  peakMemory,
  processTree,
  resetPeakMemory,
  root,
  startStaticNginx,
  startServer,
  tempDir,
} from './processes.mjs';
import { missingFigures, renderReport } from './report.mjs';

const quick = process.argv.includes('--quick');
// `compared`: pages whose paint is measured beside the same files served by nginx.
const settings = quick
  ? {
      photos: 50,
      seconds: 1,
      uploads: { 1: 2, 2: 2, 4: 4 },
      engineUploads: 4,
      loginUsers: 2,
      loginsPerUser: 3,
      // The fewest audits that give every Lighthouse figure: `/` beside nginx's copy, and the
      // gallery beside its static reference (the report compares each pair).
      pages: ['/vos-photos'],
      compared: ['/'],
      lighthouseRuns: 1,
      // The smallest size only, no Lighthouse: the curve's figures exist, in seconds.
      costCurve: { sizes: [2000], engines: ['sqlite', 'postgres'], lighthouseAt: {} },
    }
  : {
      photos: 2000,
      seconds: 5,
      uploads: { 1: 12, 2: 16, 4: 24 },
      engineUploads: 24,
      // Registering is limited to 100 a quarter-hour per address, logging in to 10 per account
      // from a browser new to it: 20 accounts × 8 logins stays under every limit.
      loginUsers: 20,
      loginsPerUser: 8,
      pages: ['/', '/programme', '/vos-photos'],
      compared: ['/', '/programme'],
      // The median of three: one run moves by several points on this shared machine.
      lighthouseRuns: 3,
      // 240 is the gallery of decision 040's Lighthouse target; the database grows from one size to the next.
      costCurve: {
        sizes: [240, 2000, 20000, 200000],
        engines: ['sqlite', 'postgres'],
        // The first page is in the HTML (decision 040): the gallery can be audited at any size.
        lighthouseAt: { sqlite: [240, 20000, 200000], postgres: [20000] },
      },
    };
const LIGHTHOUSE_PHOTOS = 24;

/**
 * The sections that start what they measure themselves: `--only=cost-curve,live` measures
 * those again (the slow or noisy ones, on a quiet machine) and keeps the other figures of the
 * last whole run, from docs/benchmarks.json. Each says in the report when it was measured.
 */
const SECTIONS = {
  engines: {
    key: 'engines',
    title: 'PostgreSQL, S3 and Redis: one instance, the same behind nginx, two behind nginx',
    measure: async () =>
      (await import('./engines.mjs')).measureEngines({
        photos: settings.photos,
        seconds: settings.seconds,
        uploads: settings.engineUploads,
        log,
      }),
  },
  'cost-curve': {
    key: 'costCurve',
    title: `the gallery's cost curve: ${settings.costCurve.sizes.join(', ')} photos on ${settings.costCurve.engines.join(', ')}`,
    measure: async ({ staticDir, nginxUrl }) =>
      (await import('./cost-curve.mjs')).measureCostCurve({
        ...settings.costCurve,
        seconds: settings.seconds,
        lighthouseRuns: settings.lighthouseRuns,
        staticDir,
        nginxUrl,
        log,
      }),
  },
  venue: {
    key: 'venue',
    title: 'the venue behind one address',
    measure: async () => (await import('./venue.mjs')).measureVenue({ startServer, tempDir, quick, log }),
  },
  live: {
    key: 'live',
    title: 'the live event stream',
    measure: async () => (await import('./live.mjs')).measureLive({ startServer, tempDir, quick, log }),
  },
  'first-visit': {
    key: 'firstVisit',
    title: 'the first visit of each page, beside the same page without its scripts',
    measure: async () =>
      (await import('./first-visit.mjs')).measureFirstVisit({
        startServer,
        tempDir,
        // The seeder imports the server's build: loaded once it is built.
        seedPhotos: (await import('./seed.mjs')).seedPhotos,
        quick,
        runs: settings.lighthouseRuns,
        log,
      }),
  },
  'runtime-pages': {
    key: 'runtimePages',
    title: 'the pages rendered again on a publication, and beside nginx sending the same bytes',
    measure: async () =>
      (await import('./runtime-pages.mjs')).measureRuntimePages({
        startServer,
        tempDir,
        quick,
        runs: settings.lighthouseRuns,
        log,
      }),
  },
  'uploads-network': {
    key: 'uploadsNetwork',
    title: 'a batch of photos over a cutting, throttled link: tus beside POST /api/upload-photo',
    measure: async () =>
      (await import('./uploads-network.mjs')).measureUploadsNetwork({ startServer, tempDir, quick, log }),
  },
  attendance: {
    key: 'attendance',
    title: 'attendance: 300 attendees scan and sign within five minutes through one address',
    measure: async () => (await import('./attendance.mjs')).measureAttendance({ startServer, tempDir, quick, log }),
  },
  certificates: {
    key: 'certificates',
    title: 'every certificate as one zip',
    measure: async () => (await import('./certificates.mjs')).measureCertificates({ startServer, tempDir, quick, log }),
  },
  'quiz-answers': {
    key: 'quizAnswers',
    title: 'QCM answers sent at once',
    measure: async () => (await import('./quiz-answers.mjs')).measureQuizAnswers({ startServer, tempDir, quick, log }),
  },
  room: {
    key: 'room',
    title: 'the room, live: phones on /questions, votes within ten seconds',
    measure: async () => (await import('./room.mjs')).measureRoomLive({ startServer, tempDir, quick, log }),
  },
};
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter((name) => name !== '');
const lastWholeRun = path.join(root, 'docs/benchmarks.json');

const log = (message) => process.stdout.write(`[bench] ${message}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping everything the bench started`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

async function main() {
  if (!fs.existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: apt-get install -y chromium.`);
  if (only !== undefined) return measureApart(only);
  const { seedPhotos, photoVariants, uploadRequests, register, login } = await buildThenLoadSeeder();
  // Other work on the machine shows in every figure: the load average is reported with them.
  const results = { quick, settings, photos: settings.photos, loadBefore: os.loadavg()[0] };

  log(`starting the server with ${settings.photos} photos`);
  const server = await startServer(tempDir('congres-bench-'));
  const seed = await seedPhotos(server, settings.photos);

  // The very bytes of our list, as a static file for nginx (plus its gzip for gzip_static).
  const staticDir = tempDir('congres-bench-static-');
  const listJson = await (await fetch(`${server.url}/api/photos`)).text();
  fs.writeFileSync(path.join(staticDir, 'photos.json'), listJson);
  fs.writeFileSync(path.join(staticDir, 'photos.json.gz'), zlib.gzipSync(listJson, { level: 9 }));
  const photos = JSON.parse(listJson);
  const nginx = await startStaticNginx({
    staticDir,
    photosDir: path.join(server.dataDir, 'photos'),
    siteDir: path.join(root, 'client/dist'),
  });
  const load = { seconds: settings.seconds, pids: [server.pid] };
  // nginx's master and its worker.
  const nginxLoad = { seconds: settings.seconds, pids: processTree(nginx.pid) };
  // The floors answer with ours' own answer (floor-server.mjs), measured right after it.
  const readsOf = async (oursUrl, nginxUrl) => {
    const ours = await measureGet(oursUrl, load);
    const sample = await fetchRaw(oursUrl);
    const floorLoad = { seconds: settings.seconds, pids: [process.pid] };
    const fastify = await measureGet((await startFloorServer(sample, 'fastify')).url, floorLoad);
    const floor = await measureGet((await startFloorServer(sample, 'node')).url, floorLoad);
    return { ours, fastify, floor, nginx: await measureGet(nginxUrl, nginxLoad) };
  };

  log('GET /api/photos: ours, the Fastify and node:http floors, nginx');
  results.list = await readsOf(`${server.url}/api/photos`, `${nginx.url}/static/photos.json`);
  results.list.jsonBytes = Buffer.byteLength(listJson);

  const thumbPath = `/uploads/photos/thumbs/${photos[0].thumbnail}`;
  log(`GET ${thumbPath}: ours, the Fastify and node:http floors, nginx`);
  results.thumb = await readsOf(`${server.url}${thumbPath}`, `${nginx.url}${thumbPath}`);

  // The deployment of deploy/nginx.conf in front of the same server: TLS, files from disk.
  const photoPath = `/uploads/photos/${photos[0].filename}`;
  log(`GET ${photoPath} and the thumbnail: ours, nginx alone, through deploy/nginx.conf over HTTPS`);
  const deployed = await startBehindNginx({ upstream: { port: server.port, dataDir: server.dataDir } });
  onCleanup(deployed.stop);
  const deployedLoad = { seconds: settings.seconds, pids: processTree(deployed.pids.nginx) };
  results.deployed = {
    photoOurs: await measureGet(`${server.url}${photoPath}`, load),
    photoNginx: await measureGet(`${nginx.url}${photoPath}`, nginxLoad),
    photo: await measureGet(`${deployed.httpsUrl}${photoPath}`, deployedLoad),
    thumb: await measureGet(`${deployed.httpsUrl}${thumbPath}`, deployedLoad),
  };

  log('GET / and /programme');
  results.pages = {
    '/': await measureGet(`${server.url}/`, load),
    '/programme': await measureGet(`${server.url}/programme`, load),
  };

  log('POST /api/upload-photo at concurrency 1, 2, 4');
  const token = await login(server.url, seed.email, seed.password);
  // Every request sends another image: one account cannot publish the same image twice.
  const uploadCount = Object.values(settings.uploads).reduce((sum, n) => sum + n, 0);
  const jpegs = await photoVariants(42, uploadCount);
  const { first, setupRequest } = await uploadRequests(jpegs, token);
  results.upload = {
    jpegBytes: Math.round(jpegs.reduce((sum, j) => sum + j.length, 0) / jpegs.length),
    levels: {},
    peakResetWorks: true,
  };
  for (const [connections, amount] of Object.entries(settings.uploads)) {
    results.upload.peakResetWorks &&= resetPeakMemory(server.pid);
    const figures = await measureRequests({
      url: `${server.url}/api/upload-photo`,
      method: 'POST',
      ...first,
      connections: Number(connections),
      amount,
      setupRequest,
    });
    results.upload.levels[connections] = { ...figures, peakMemory: peakMemory(server.pid) };
  }

  log('POST /api/login_check');
  const password = 'motdepasse-du-banc-2';
  const bodies = [];
  for (let i = 0; i < settings.loginUsers; i += 1) {
    const email = `login-${i}-${Date.now()}@exemple.fr`;
    await register(server.url, email, `Participant ${i}`, password);
    bodies.push(JSON.stringify({ email, password }));
  }
  let next = 0;
  results.login = await measureRequests({
    url: `${server.url}/api/login_check`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: 4,
    amount: settings.loginUsers * settings.loginsPerUser,
    // Each request logs a different account in, round-robin.
    setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
  });

  for (const section of Object.values(SECTIONS)) {
    log(section.title);
    results[section.key] = await section.measure({ staticDir, nginxUrl: nginx.url });
  }

  log('page weight from the build');
  const home = firstViewWeight('src/app/routes/home.tsx');
  const gallery = firstViewWeight('src/app/routes/vos-photos.tsx');
  // The first page of the gallery: the 12 newest photos (the list is oldest first).
  const newest = photos.slice(-12);
  const fileBytes = async (url) => (await fetchRaw(url)).bytes;
  let thumbs = 0;
  let full = 0;
  for (const photo of newest) {
    thumbs += await fileBytes(`${server.url}/uploads/photos/thumbs/${photo.thumbnail}`);
    full += await fileBytes(`${server.url}/uploads/photos/${photo.filename}`);
  }
  const shell = gallery.html + gallery.js + gallery.css + results.list.ours.bytes;
  results.weight = {
    home,
    gallery,
    galleryPage: { shell, thumbs, full, withThumbs: shell + thumbs, withFull: shell + full, count: newest.length },
  };
  results.htmlFirst = await htmlFirstWeights(server.url);

  log(
    `Lighthouse (mobile) on ${[...new Set([...settings.compared, ...settings.pages])].join(', ')} with ${LIGHTHOUSE_PHOTOS} photos`,
  );
  const small = await startServer(tempDir('congres-bench-lh-'));
  await seedPhotos(small, LIGHTHOUSE_PHOTOS);
  // In the same Chromium, one after the other: ours, then nginx sending the same prerendered files.
  const ours = [...new Set([...settings.compared, ...settings.pages])];
  // The gallery's reference: a static page of the same twelve thumbnails (gallery-reference.mjs).
  const { writeGalleryReference } = await import('./gallery-reference.mjs');
  const galleryReference = `${nginx.url}${await writeGalleryReference({
    staticDir,
    name: 'vos-photos',
    serverUrl: small.url,
    photosDir: path.join(small.dataDir, 'photos'),
  })}`;
  const urls = [
    ...ours.map((page) => `${small.url}${page}`),
    ...settings.compared.map((page) => `${nginx.url}${page}`),
    galleryReference,
  ];
  log(`Lighthouse on ${settings.compared.join(', ')} served by nginx and the gallery's static reference, beside ours`);
  const audits = await audit(urls, { runs: settings.lighthouseRuns });
  results.lighthouse = Object.fromEntries(ours.map((page) => [page, audits[`${small.url}${page}`]]));
  results.lighthouseNginx = Object.fromEntries(settings.compared.map((page) => [page, audits[`${nginx.url}${page}`]]));
  results.lighthouseGalleryReference = audits[galleryReference];
  results.lighthouseEnvironment = environmentOf(Object.values(audits));

  results.machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    ramGiB: os.totalmem() / 2 ** 30,
    node: process.version,
    date: new Date().toISOString(),
    loadBefore: results.loadBefore,
    loadAfter: os.loadavg()[0],
  };

  const missing = missingFigures(results);
  const report = renderReport(results);
  const target = quick
    ? path.join(os.tmpdir(), `congres-benchmarks-quick-${process.pid}.md`)
    : path.join(root, 'docs/benchmarks.md');
  fs.writeFileSync(target, report);
  // The figures behind the report, for `--only` to keep what it does not measure again.
  if (!quick) fs.writeFileSync(lastWholeRun, `${JSON.stringify(results, null, 2)}\n`);
  log(`report written to ${path.relative(process.cwd(), target) || target}`);
  if (missing.length > 0) throw new Error(`figures missing: ${missing.join(', ')}`);
  log(quick ? 'quick run: every figure was produced' : 'done');
}

/** `--only=a,b`: those sections measured again, the others kept from docs/benchmarks.json. */
async function measureApart(names) {
  const unknown = names.filter((name) => !(name in SECTIONS));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes some of: ${Object.keys(SECTIONS).join(', ')} (not ${unknown.join(', ') || 'nothing'})`,
    );
  }
  if (quick) throw new Error('--only re-measures sections of the whole run: it does not go with --quick');
  if (!fs.existsSync(lastWholeRun)) throw new Error(`${lastWholeRun} is missing: run the whole bench once first`);
  const results = JSON.parse(fs.readFileSync(lastWholeRun, 'utf8'));
  results.settings = { ...results.settings, ...settings };
  results.apart ??= {};
  buildForProduction();
  const staticDir = tempDir('congres-bench-static-');
  const nginx = await startStaticNginx({ staticDir, photosDir: staticDir, siteDir: path.join(root, 'client/dist') });
  for (const name of names) {
    const section = SECTIONS[name];
    log(section.title);
    const loadBefore = os.loadavg()[0];
    results[section.key] = await section.measure({ staticDir, nginxUrl: nginx.url });
    results.apart[section.key] = { date: new Date().toISOString(), loadBefore, loadAfter: os.loadavg()[0] };
  }
  const missing = missingFigures(results);
  fs.writeFileSync(path.join(root, 'docs/benchmarks.md'), renderReport(results));
  fs.writeFileSync(lastWholeRun, `${JSON.stringify(results, null, 2)}\n`);
  log(`docs/benchmarks.md: ${names.join(', ')} measured again, the rest kept from the run of ${results.machine.date}`);
  if (missing.length > 0) throw new Error(`figures missing: ${missing.join(', ')}`);
}

/** The seeder imports the server's build (the real image pipeline), so it is loaded after building. */
async function buildThenLoadSeeder() {
  log('building for production (npm run build), unless the build there is of these sources');
  buildForProduction();
  return import('./seed.mjs');
}

try {
  await main();
  await cleanupAll();
} catch (error) {
  process.stderr.write(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  await cleanupAll();
  process.exit(1);
}
