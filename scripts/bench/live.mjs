// Section 11 of docs/benchmarks.md: the live event stream (decision 057). One server
// process holding N open streams on loopback (2,000; 200 with --quick): its memory per stream,
// and the delay from a publication (an upload sent) to each stream receiving it, p50, p99 and
// the last one; then the same with two instances on PostgreSQL and Redis, the streams split
// between them and the photos published through the first. The readers run in the bench's own
// process: their parsing is part of the delays. Timings are reported, never judged.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { startPostgres, startRedis } from '../lib/engines.mjs';
import { memoryOf } from './processes.mjs';

const PASSWORD = 'mot de passe du banc';
const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** Opens one stream; `onPublished` is called with the time each photo-published event arrives. */
function openStream(url, agent, onPublished) {
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
        const published = chunk.match(/^event: ?photo-published$/gm)?.length ?? 0;
        for (let k = 0; k < published; k += 1) onPublished(now);
      });
    });
    request.on('error', reject);
  });
}

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
  return /** @type {{ token: string }} */ (await login.json()).token;
}

/**
 * Holds `count` streams spread over `urls`, publishes `events` small photos through `urls[0]` one
 * after the other (each once every stream has the one before), and measures.
 */
async function measureStreams({ urls, pids, count, events, log }) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const before = pids.map((pid) => memoryOf(pid).rss ?? 0);
  /** @type {number[][]} per event, each stream's arrival time */
  const arrivals = Array.from({ length: events }, () => []);
  let current = -1;
  const requests = [];
  for (let i = 0; i < count; i += 1) {
    requests.push(
      await openStream(urls[i % urls.length], agent, (now) => {
        if (current >= 0) arrivals[current]?.push(now);
      }),
    );
  }
  const after = pids.map((pid) => memoryOf(pid).rss ?? 0);
  log(`live: ${count} streams open; publishing ${events} photos`);
  const token = await signIn(urls[0], `Banc direct ${randomBytes(3).toString('hex')}`);
  const delays = [];
  const lasts = [];
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
      while (all.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
      const times = all.map((at) => at - sent);
      delays.push(...times);
      lasts.push(Math.max(...times));
    }
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
  };
}

/** The section's figures: one process, then two instances on PostgreSQL and Redis. */
export async function measureLive({ startServer, tempDir, quick, log }) {
  const count = quick ? 200 : 2000;
  const events = quick ? 2 : 10;
  const limit = { LIVE_STREAMS_PER_ADDRESS: String(count) };

  log(`live: one process holding ${count} event streams`);
  const one = await startServer(tempDir('congres-bench-live-'), limit);
  let single;
  try {
    single = await measureStreams({ urls: [one.url], pids: [one.pid], count, events, log });
  } finally {
    await one.stop();
  }

  log(`live: two instances on PostgreSQL and Redis, ${count / 2} streams each`);
  const [postgres, redis] = await Promise.all([startPostgres({ durable: false }), startRedis()]);
  const servers = [];
  try {
    const admin = new pg.Client(postgres.url);
    await admin.connect();
    await admin.query('CREATE DATABASE congres_live');
    await admin.end();
    const site = {
      ...limit,
      DATABASE_URL: postgres.url.replace(/\/postgres$/, '/congres_live'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: redis.url,
    };
    servers.push(await startServer(tempDir('congres-bench-live-1-'), site));
    servers.push(await startServer(tempDir('congres-bench-live-2-'), site));
    const two = await measureStreams({
      urls: servers.map((server) => server.url),
      pids: servers.map((server) => server.pid),
      count,
      events,
      log,
    });
    return { single, two };
  } finally {
    for (const server of servers) await server.stop();
    await Promise.all([postgres.stop(), redis.stop()]);
  }
}
