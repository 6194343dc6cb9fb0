// Load test on loopback: the production build, a fresh DATA_DIR, 200 readers of the gallery
// page and the photo list plus 20 uploaders for a bounded time. Reports errors, photos uploaded
// against photos listed, p99 latency and the server's memory; writes docs/reliability.md.
//   npm run soak                      60 s, writes the report
//   npm run soak -- --seconds 10 --check   CI: exits 1 on any error or a lost photo
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot as root, spawnProductionServer, waitUntilHealthy } from './lib/production-server.mjs';

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

function build() {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!fs.existsSync(path.join(root, 'client/dist/index.html'))) {
    execFileSync('npx', ['vite', 'build', 'client'], { cwd: root, stdio: 'inherit' });
  }
}

/** VmRSS and VmHWM (peak) of a process, in MB, from /proc. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
    return { rss: read('VmRSS'), hwm: read('VmHWM') };
  } catch {
    return { rss: NaN, hwm: NaN };
  }
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const mb = (value) => `${Math.round(value)} MB`;

async function main() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-soak-'));
  const started = await spawnProductionServer({ dataDir });
  const { url, child: server, exited } = started;

  try {
    await waitUntilHealthy(started, 30_000);

    const post = (route, body, headers = {}) =>
      fetch(`${url}/api/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const tokens = [];
    for (let i = 0; i < UPLOADERS; i += 1) {
      const account = { email: `soak${i}@exemple.fr`, username: `Charge ${i}`, password: 'correct horse battery' };
      if ((await post('register', account)).status !== 201) throw new Error('registration failed');
      const login = await post('login_check', { email: account.email, password: account.password });
      tokens.push((await login.json()).token);
    }
    // A new image for every upload: one account cannot publish the same image twice. Colours in
    // steps of 16 stay distinct after JPEG's quantisation; 4,096 uploads per uploader at most.
    const uploadsBy = tokens.map(() => 0);
    const nextImage = (i) => {
      const n = uploadsBy[i]++;
      const step = (k) => (Math.floor(n / 16 ** k) % 16) * 16;
      return sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: step(2), g: step(0), b: step(1) } },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
    };

    const startMemory = memoryOf(server.pid);
    let peakRss = startMemory.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
    }, 200);

    const stats = { requests: 0, errors: 0, errorSamples: [], latencies: { page: [], list: [], upload: [] } };
    let uploaded = 0;
    const stopAt = Date.now() + SECONDS * 1000;
    const running = () => Date.now() < stopAt && stats.requests < MAX_REQUESTS;
    const record = async (kind, send, ok) => {
      const started = performance.now();
      stats.requests += 1;
      try {
        const res = await send();
        const body = await res.arrayBuffer();
        stats.latencies[kind].push(performance.now() - started);
        if (!ok(res.status)) {
          stats.errors += 1;
          if (stats.errorSamples.length < 5)
            stats.errorSamples.push(`${kind} ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
        }
        return { status: res.status, body };
      } catch (error) {
        stats.errors += 1;
        if (stats.errorSamples.length < 5) stats.errorSamples.push(`${kind} ${error.message}`);
        return { status: 0, body: new ArrayBuffer(0) };
      }
    };

    const reader = async (i) => {
      while (running()) {
        if (i % 2 === 0)
          await record(
            'page',
            () => fetch(`${url}/vos-photos`),
            (s) => s === 200,
          );
        else
          await record(
            'list',
            () => fetch(`${url}/api/photos`),
            (s) => s === 200,
          );
        i += 1;
      }
    };
    const uploader = async (i) => {
      while (running()) {
        const form = new FormData();
        form.append('images[]', new Blob([await nextImage(i)], { type: 'image/jpeg' }), `soak-${i}.jpg`);
        const answer = await record(
          'upload',
          () =>
            fetch(`${url}/api/upload-photo`, {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens[i]}` },
              body: form,
            }),
          (s) => s === 201,
        );
        if (answer.status === 201) uploaded += JSON.parse(Buffer.from(answer.body).toString()).published.length;
      }
    };
    console.log(`soak: ${READERS} readers and ${UPLOADERS} uploaders for ${SECONDS} s against ${url}`);
    const began = performance.now();
    await Promise.all([
      ...Array.from({ length: READERS }, (_v, i) => reader(i)),
      ...Array.from({ length: UPLOADERS }, (_v, i) => uploader(i)),
    ]);
    const elapsed = (performance.now() - began) / 1000;
    clearInterval(sampler);
    const endMemory = memoryOf(server.pid);
    peakRss = Math.max(peakRss, endMemory.rss);

    const listed = (await (await fetch(`${url}/api/photos`)).json()).length;
    // Idle on purpose: this measures whether memory comes back once the load is gone.
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleMemory = memoryOf(server.pid);

    const all = Object.values(stats.latencies)
      .flat()
      .sort((a, b) => a - b);
    const p99 = (list) =>
      `${Math.round(
        percentile(
          [...list].sort((a, b) => a - b),
          0.99,
        ),
      )} ms`;
    const report = {
      seconds: Math.round(elapsed),
      requests: stats.requests,
      perSecond: Math.round(stats.requests / elapsed),
      errors: stats.errors,
      uploaded,
      listed,
      p99: {
        all: p99(all),
        page: p99(stats.latencies.page),
        list: p99(stats.latencies.list),
        upload: p99(stats.latencies.upload),
      },
      memory: {
        start: mb(startMemory.rss),
        peak: mb(Math.max(peakRss, endMemory.hwm)),
        end: mb(endMemory.rss),
        idle: mb(idleMemory.rss),
      },
    };
    console.log(JSON.stringify(report, null, 2));
    if (stats.errorSamples.length > 0) console.log('first errors:', stats.errorSamples);

    server.kill('SIGTERM');
    const code = await exited;
    const problems = [];
    if (stats.errors > 0) problems.push(`${stats.errors} errors`);
    if (uploaded !== listed) problems.push(`${uploaded} photos uploaded but ${listed} listed`);
    if (code !== 0) problems.push(`the server exited with code ${code} on SIGTERM`);
    if (/"level":(50|60)/.test(started.stderr())) problems.push('the server logged errors');

    if (!CHECK) writeReport(report, problems);
    if (problems.length > 0) {
      console.error(`soak: FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('soak: OK');
    }
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
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

await main();
