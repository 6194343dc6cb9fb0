// Section 11 of docs/benchmarks.md: the live event stream (decision 057). One server
// process holding N open streams on loopback (2,000; 200 with --quick): its memory per stream,
// and the delay from a publication (an upload sent) to each stream receiving it, p50, p99 and
// the last one; then the same with two instances on PostgreSQL and Redis, the streams split
// between them and the photos published through the first. The same streams then hear of
// content publications ("Publier", decision 082): the delay to each `content-published`, and to
// each reader's GET /api/content answered with the new version, as an open page reads it. The
// readers run in the bench's own process: their parsing is part of the delays. Timings are
// reported, never judged.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { onOneAndTwoInstances } from './one-and-two-instances.mjs';
import { memoryOf, root } from './processes.mjs';

const PASSWORD = 'mot de passe du banc';
const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** The events the readers time. */
const TIMED = ['photo-published', 'content-published'];

/** Opens one stream; `onEvent` is called with each timed event's name and the time it arrives. */
function openStream(url, agent, onEvent) {
  return new Promise((resolve, reject) => {
    let ready = false;
    const request = http.get(`${url}/api/events`, { agent }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const now = performance.now();
        if (!ready && /^event: ?ready$/m.test(chunk)) {
          ready = true;
          resolve(request);
        }
        for (const name of TIMED) {
          const arrived = chunk.match(new RegExp(`^event: ?${name}$`, 'gm'))?.length ?? 0;
          for (let k = 0; k < arrived; k += 1) onEvent(name, now);
        }
      });
    });
    request.on('error', reject);
  });
}

/**
 * GET /api/content as a page reads it after the event: resolves with the time its body ended,
 * or null when it did not give `version` (a page then keeps what it shows until the next event).
 */
function readContent(url, agent, version) {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/content`, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        const now = performance.now();
        resolve(response.statusCode === 200 && JSON.parse(body).version === version ? now : null);
      });
    });
    request.on('error', () => resolve(null));
  });
}

/** Registers and signs in a new account: its email and token. */
async function signIn(url, name) {
  const email = `direct-${randomBytes(4).toString('hex')}@exemple.fr`;
  const headers = { 'content-type': 'application/json' };
  const registered = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, username: name, password: PASSWORD }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return { email, token: /** @type {{ token: string }} */ (await login.json()).token };
}

/** Grants the organiser role as the README says: the built command, on the site's data. */
function grantOrganiser(email, site) {
  execFileSync(process.execPath, [path.join(root, 'server/dist/cli/organiser.js'), 'add', email], {
    env: { ...process.env, ...site.env, DATA_DIR: site.dataDir },
    stdio: 'pipe',
  });
}

/** Waits until `done()`, checking every 5 ms. */
async function until(done) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** p50, p99 of every stream's delay, and the last stream's, worst over the publications. */
function spread(delays, lasts) {
  delays.sort((a, b) => a - b);
  return { p50Ms: quantile(delays, 0.5), p99Ms: quantile(delays, 0.99), lastMs: Math.max(...lasts) };
}

/** Splits each read's time (null: failed) into the delays from `sent` and the failures' count. */
function readDelays(times, sent) {
  const answered = times.filter((at) => at !== null);
  return { delays: answered.map((at) => at - sent), failed: times.length - answered.length };
}

/**
 * "Publier" `count` times through `url`, each once every stream has read the one before:
 * every publication moves nothing but cancels one more talk (then gives it back), so each is a
 * change. Per stream: when its `content-published` arrived, and when its GET /api/content
 * that followed was answered, from the POST /api/content/publish sent; the reads that failed
 * are counted (a page that fails it shows the old content until the next event).
 */
async function publishContent({ url, token, count, setCurrent, arrivals, reads, streams }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const events = { delays: [], lasts: [] };
  const shown = { delays: [], lasts: [] };
  let failedReads = 0;
  for (let k = 0; k < count; k += 1) {
    const draft = await (await fetch(`${url}/api/content/draft`, { headers })).json();
    const talks = draft.content.programme.filter((slot) => slot.icon === 'talk');
    const talk = talks[k % talks.length];
    talk.cancelled = !talk.cancelled;
    const saved = await fetch(`${url}/api/content/draft`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ baseVersion: draft.baseVersion, content: draft.content }),
    });
    if (saved.status !== 200) throw new Error(`PUT /api/content/draft answered ${saved.status}`);
    const version = draft.baseVersion + 1;
    setCurrent(k, version);
    const sent = performance.now();
    const res = await fetch(`${url}/api/content/publish`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ baseVersion: draft.baseVersion, note: `Banc ${k + 1}` }),
    });
    if (res.status !== 201) throw new Error(`POST /api/content/publish answered ${res.status}`);
    await until(() => (arrivals[k]?.length ?? 0) >= streams && (reads[k]?.length ?? 0) >= streams);
    const arrived = (arrivals[k] ?? []).map((at) => at - sent);
    events.delays.push(...arrived);
    events.lasts.push(Math.max(...arrived));
    const read = readDelays(reads[k] ?? [], sent);
    shown.delays.push(...read.delays);
    shown.lasts.push(Math.max(...read.delays));
    failedReads += read.failed;
  }
  return {
    publications: count,
    event: spread(events.delays, events.lasts),
    shown: { ...spread(shown.delays, shown.lasts), failed: failedReads },
  };
}

/**
 * Holds `count` streams spread over `sites`, publishes `events` small photos through the first
 * one after the other (each once every stream has the one before), then `publications` versions
 * of the content through the first, and measures.
 */
async function measureStreams({ sites, count, events, publications, log }) {
  const urls = sites.map((site) => site.url);
  const pids = sites.map((site) => site.pid);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const before = pids.map((pid) => memoryOf(pid).rss ?? 0);
  /** @type {number[][]} per event, each stream's arrival time */
  const arrivals = Array.from({ length: events }, () => []);
  /** @type {number[][]} per content publication, each stream's event, and its read answered */
  const contentArrivals = Array.from({ length: publications }, () => []);
  const contentReads = Array.from({ length: publications }, () => []);
  let current = -1;
  let publication = { index: -1, version: 0 };
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    const url = urls[i % urls.length];
    requests.push(
      await openStream(url, agent, (name, now) => {
        if (name === 'photo-published') {
          if (current >= 0) arrivals[current]?.push(now);
          return;
        }
        const { index, version } = publication;
        if (index < 0) return;
        contentArrivals[index]?.push(now);
        void readContent(url, agent, version).then((at) => contentReads[index]?.push(at));
      }),
    );
  }
  const after = pids.map((pid) => memoryOf(pid).rss ?? 0);
  log(`live: ${count} streams open; publishing ${events} photos`);
  const { email, token } = await signIn(urls[0], `Banc direct ${randomBytes(3).toString('hex')}`);
  const delays = [];
  const lasts = [];
  let content;
  try {
    for (let k = 0; k < events; k += 1) {
      const image = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: k * 20, g: 90, b: 200 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('images[]', new Blob([image], { type: 'image/jpeg' }), `direct-${k}.jpg`);
      current = k;
      const sent = performance.now();
      const res = await fetch(`${urls[0]}/api/upload-photo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
      const all = arrivals[k] ?? [];
      await until(() => all.length >= count);
      const times = all.map((at) => at - sent);
      delays.push(...times);
      lasts.push(Math.max(...times));
    }
    log(`live: publishing the content ${publications} times through the first`);
    grantOrganiser(email, sites[0]);
    content = await publishContent({
      url: urls[0],
      token,
      count: publications,
      setCurrent: (index, version) => (publication = { index, version }),
      arrivals: contentArrivals,
      reads: contentReads,
      streams: count,
    });
  } finally {
    requests.forEach((request) => request.destroy());
    agent.destroy();
  }
  delays.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  const held = after.reduce((sum, rss, i) => sum + (rss - (before[i] ?? 0)), 0);
  return {
    streams: count,
    events,
    bytesPerStream: held / count,
    rssAfter: after.reduce((sum, rss) => sum + rss, 0),
    p50Ms: quantile(delays, 0.5),
    p99Ms: quantile(delays, 0.99),
    lastMedianMs: quantile(lasts, 0.5),
    content,
  };
}

/** The section's figures: one process, then two instances on PostgreSQL and Redis. */
export async function measureLive({ startServer, tempDir, quick, log }) {
  const count = quick ? 200 : 2000;
  const events = quick ? 2 : 10;
  const publications = quick ? 1 : 5;
  const limit = { LIVE_STREAMS_PER_ADDRESS: String(count) };

  log(`live: ${count} event streams, on one process then on two instances (${count / 2} each)`);
  return onOneAndTwoInstances({ startServer, tempDir, name: 'live', env: limit, log }, (sites) =>
    measureStreams({ sites, count, events, publications, log }),
  );
}
