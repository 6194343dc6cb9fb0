// Load test on loopback: the production build, a fresh DATA_DIR, 200 readers of the gallery
// page and the photo list plus 20 uploaders for a bounded time. Reports errors, photos uploaded
// against photos listed, p99 latency and the server's memory; writes docs/reliability.md.
// It builds with `npm run build` (unless the build there is of these sources) and starts,
// seeds and measures with the bench's pieces.
//   npm run soak                      60 s, writes the report
//   npm run soak -- --seconds 10 --check   CI: exits 1 on any error or a lost photo
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildForProduction, cleanupAll, memoryOf, root, startServer, tempDir } from './bench/processes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const SECONDS = option('--seconds', 60);
const READERS = option('--readers', 200);
const UPLOADERS = option('--uploaders', 20);
const CHECK = args.includes('--check');
// A hard cap on requests, whatever the machine's speed.
const MAX_REQUESTS = 2_000_000;
// CI only checks errors and lost photos: no need to wait for memory to settle.
const IDLE_SECONDS = CHECK ? 1 : 10;

if (!Number.isFinite(SECONDS) || SECONDS < 1 || SECONDS > 3600) throw new Error('--seconds must be 1 to 3600');

/** VmRSS and VmHWM (peak) of a process, in MB; NaN once it is gone. */
function memoryMb(pid) {
  try {
    const { rss, peak } = memoryOf(pid);
    return { rss: (rss ?? NaN) / 2 ** 20, hwm: (peak ?? NaN) / 2 ** 20 };
  } catch {
    return { rss: NaN, hwm: NaN };
  }
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const p99 = (list) =>
  `${Math.round(
    percentile(
      [...list].sort((a, b) => a - b),
      0.99,
    ),
  )} ms`;
const mb = (value) => `${Math.round(value)} MB`;

/** One registered, logged-in account per uploader; their bearer tokens. */
async function uploaderTokens(url, { register, login }) {
  const tokens = [];
  for (let i = 0; i < UPLOADERS; i += 1) {
    const email = `soak${i}@exemple.fr`;
    await register(url, email, `Charge ${i}`, 'correct horse battery');
    tokens.push(await login(url, email, 'correct horse battery'));
  }
  return tokens;
}

/**
 * A new image for every upload: one account cannot publish the same image twice. Colours in
 * steps of 16 stay distinct after JPEG's quantisation; 4,096 uploads per uploader at most.
 */
function imageMaker(uploaders) {
  const uploadsBy = Array.from({ length: uploaders }, () => 0);
  return (i) => {
    const n = uploadsBy[i]++;
    const step = (k) => (Math.floor(n / 16 ** k) % 16) * 16;
    return sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: step(2), g: step(0), b: step(1) } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
  };
}

/** The readers and uploaders, for SECONDS: every request's latency, the errors, the photos published. */
async function runLoad(url, tokens) {
  const stats = { requests: 0, errors: 0, errorSamples: [], latencies: { page: [], list: [], upload: [] } };
  let uploaded = 0;
  const nextImage = imageMaker(tokens.length);
  const stopAt = Date.now() + SECONDS * 1000;
  const running = () => Date.now() < stopAt && stats.requests < MAX_REQUESTS;
  const failed = (sample) => {
    stats.errors += 1;
    if (stats.errorSamples.length < 5) stats.errorSamples.push(sample);
  };
  const record = async (kind, send, expected) => {
    const started = performance.now();
    stats.requests += 1;
    try {
      const res = await send();
      const body = await res.arrayBuffer();
      stats.latencies[kind].push(performance.now() - started);
      if (res.status !== expected) failed(`${kind} ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
      return { status: res.status, body };
    } catch (error) {
      failed(`${kind} ${error.message}`);
      return { status: 0, body: new ArrayBuffer(0) };
    }
  };
  const reader = async (i) => {
    for (; running(); i += 1) {
      if (i % 2 === 0) await record('page', () => fetch(`${url}/vos-photos`), 200);
      else await record('list', () => fetch(`${url}/api/photos`), 200);
    }
  };
  const uploader = async (i) => {
    while (running()) {
      const form = new FormData();
      form.append('images[]', new Blob([await nextImage(i)], { type: 'image/jpeg' }), `soak-${i}.jpg`);
      const headers = { authorization: `Bearer ${tokens[i]}` };
      const answer = await record(
        'upload',
        () => fetch(`${url}/api/upload-photo`, { method: 'POST', headers, body: form }),
        201,
      );
      if (answer.status === 201) uploaded += JSON.parse(Buffer.from(answer.body).toString()).published.length;
    }
  };
  console.log(`soak: ${READERS} readers and ${UPLOADERS} uploaders for ${SECONDS} s against ${url}`);
  const began = performance.now();
  await Promise.all([
    ...Array.from({ length: READERS }, (_v, i) => reader(i)),
    ...Array.from({ length: tokens.length }, (_v, i) => uploader(i)),
  ]);
  return { stats, uploaded, elapsed: (performance.now() - began) / 1000 };
}

/** Samples the RSS every 200 ms; `stop` returns the highest seen. */
function sampleRss(pid) {
  let peak = memoryMb(pid).rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryMb(pid).rss);
  }, 200);
  return () => {
    clearInterval(sampler);
    return peak;
  };
}

async function main() {
  buildForProduction();
  // The bench's account helpers call the built server's modules: loaded once it is built.
  const accounts = await import('./bench/seed.mjs');
  const server = await startServer(tempDir('congres-soak-'), {}, 30_000);
  const tokens = await uploaderTokens(server.url, accounts);

  const startMemory = memoryMb(server.pid);
  const stopSampling = sampleRss(server.pid);
  const { stats, uploaded, elapsed } = await runLoad(server.url, tokens);
  const endMemory = memoryMb(server.pid);
  const peakRss = Math.max(stopSampling(), endMemory.rss);

  const listed = (await (await fetch(`${server.url}/api/photos`)).json()).length;
  // Idle on purpose: this measures whether memory comes back once the load is gone.
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idleMemory = memoryMb(server.pid);

  const { page, list, upload } = stats.latencies;
  const report = {
    seconds: Math.round(elapsed),
    requests: stats.requests,
    perSecond: Math.round(stats.requests / elapsed),
    errors: stats.errors,
    uploaded,
    listed,
    p99: { all: p99([...page, ...list, ...upload]), page: p99(page), list: p99(list), upload: p99(upload) },
    memory: {
      start: mb(startMemory.rss),
      peak: mb(Math.max(peakRss, endMemory.hwm)),
      end: mb(endMemory.rss),
      idle: mb(idleMemory.rss),
    },
    // "Back near the start": within a fifth of the memory before the load.
    memoryReturned: idleMemory.rss <= startMemory.rss * 1.2,
  };
  console.log(JSON.stringify(report, null, 2));
  if (stats.errorSamples.length > 0) console.log('first errors:', stats.errorSamples);

  await server.stop();
  const code = await server.exited;
  const problems = [];
  if (stats.errors > 0) problems.push(`${stats.errors} errors`);
  if (uploaded !== listed) problems.push(`${uploaded} photos uploaded but ${listed} listed`);
  if (code !== 0) problems.push(`the server exited with code ${code} on SIGTERM`);
  if (/"level":(50|60)/.test(server.stderr())) problems.push('the server logged errors');

  if (!CHECK) writeReport(report, problems);
  if (problems.length > 0) {
    console.error(`soak: FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('soak: OK');
  }
}

function writeReport(report, problems) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const text = `# Reliability: load on loopback

Measured by \`npm run soak\` (scripts/soak.mjs) on ${when} UTC, on the development machine
(${os.cpus().length} cores, Node ${process.version}). The load generator runs on the same cores as
the server, so read the figures as orders of magnitude, not as capacity. CI runs a 10 s version
(\`npm run soak -- --seconds 10 --check\`) that fails on any error or any lost photo.

## The run

The production build (\`server/dist/server.js\` serving \`client/dist\`) on 127.0.0.1 with a fresh
DATA_DIR; ${READERS} readers loop over \`GET /vos-photos\` and \`GET /api/photos\`, ${UPLOADERS}
registered attendees loop over \`POST /api/upload-photo\` with a 640×480 JPEG, for ${report.seconds} s.

| measure | value |
| --- | --- |
| requests | ${report.requests} (${report.perSecond} per second) |
| errors (any answer but 200/201, or a failed connection) | ${report.errors} |
| photos uploaded (201) / listed afterwards | ${report.uploaded} / ${report.listed} |
| p99 latency, all requests | ${report.p99.all} |
| p99 latency: gallery page / photo list / upload | ${report.p99.page} / ${report.p99.list} / ${report.p99.upload} |
| server memory (RSS) before the load | ${report.memory.start} |
| peak memory (VmHWM) | ${report.memory.peak} |
| memory at the end of the load | ${report.memory.end} |
| memory after ${IDLE_SECONDS} s idle | ${report.memory.idle} (${report.memoryReturned ? 'back near the start' : 'not back to the start'}) |
| outcome | ${problems.length === 0 ? 'no error, nothing lost, clean exit on SIGTERM' : problems.join('; ')} |

## Reading it

- Uploads queue behind the image-processing limit (one sharp job per core), so their latency
  grows with the number of uploaders while the readers keep being answered; the photo list is one
  indexed query, and a browser's reload with the same ETag costs a 304 (the soak's readers do not
  send one, so every list here is sent whole).
- Memory: the peak comes from sharp's buffers during uploads and from the growing photo list.
  ${report.memoryReturned ? 'It came back close to the starting figure once the load stopped.' : `It did not come back to the starting figure within ${IDLE_SECONDS} s: V8 and glibc keep freed memory for reuse rather than handing it back. This run does not show whether it keeps growing from one run to the next; a longer soak would.`}
- The photo list is sent whole: its latency grows with the number of photos (${report.listed} at the end).
`;
  fs.writeFileSync(path.join(root, 'docs/reliability.md'), text);
  console.log('soak: wrote docs/reliability.md');
}

try {
  await main();
} finally {
  await cleanupAll();
}
