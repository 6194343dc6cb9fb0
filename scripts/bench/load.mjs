import { execFile } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { cpuSeconds, ensureDebianPackage } from './processes.mjs';

const execFileAsync = promisify(execFile);

/** What a browser sends: the bench measures the bytes users get, compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' };

/** One request without decompression: status, headers, the body as sent and its size on the wire. */
export function fetchRaw(url, headers = BROWSER_HEADERS) {
  // HTTPS only for the bench's own nginx, with its self-signed certificate.
  const get = url.startsWith('https:') ? (...args) => https.get(...args) : (...args) => http.get(...args);
  return new Promise((resolve, reject) => {
    const req = get(url, { headers, rejectUnauthorized: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode, headers: res.headers, body, bytes: body.length });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

/**
 * Loads one URL with wrk (Debian's, written in C: one thread, 10 connections), bounded by
 * `seconds`: requests/s, latency p50/p99 in ms, the body size of one answer as sent, and the
 * CPU time per request of the processes in `pids` (user + system over the load). wrk, unlike
 * autocannon, goes faster than every server measured here, so the figures are the servers'.
 * Fails when any answer is not 2xx or a socket failed.
 */
export async function measureGet(url, { seconds, pids, connections = 10, headers = BROWSER_HEADERS }) {
  const sample = await fetchRaw(url, headers);
  if (sample.status !== 200) throw new Error(`${url} answered ${sample.status}`);
  const wrk = ensureDebianPackage('wrk', ['/usr/bin/wrk']);
  const cpuBefore = pids.reduce((sum, p) => sum + cpuSeconds(p), 0);
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await execFileAsync(
    wrk,
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url],
    // wrk's own limit plus a margin: every loop of the bench is bounded in time.
    { timeout: (seconds + 30) * 1000 },
  );
  const cpu = pids.reduce((sum, p) => sum + cpuSeconds(p), 0) - cpuBefore;
  const run = parseWrk(stdout);
  if (run.non2xx > 0 || run.socketErrors > 0) {
    throw new Error(`${url}: ${run.non2xx} non-2xx answers and ${run.socketErrors} socket errors under load`);
  }
  return {
    reqPerSec: run.reqPerSec,
    p50: run.p50,
    p99: run.p99,
    bytes: sample.bytes,
    cpuMicrosPerRequest: (cpu * 1e6) / run.requests,
    encoding: sample.headers['content-encoding'] ?? 'identity',
  };
}

const TIME_UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** The figures of wrk's report (`--latency`): requests, req/s, p50 and p99 in ms, failures. */
export function parseWrk(stdout) {
  const number = (pattern) => {
    const match = pattern.exec(stdout);
    if (!match) throw new Error(`wrk's report lacks ${pattern}:\n${stdout}`);
    return match;
  };
  const latency = (percent) => {
    const [, value, unit] = number(new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
    return Number(value) * TIME_UNITS[unit];
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requests: Number(number(/(\d+) requests in/)[1]),
    reqPerSec: Number(number(/Requests\/sec:\s+([\d.]+)/)[1]),
    p50: latency(50),
    p99: latency(99),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/**
 * Sends `amount` identical requests, `connections` at a time: completed/s, p99 latency.
 * Used for the uploads and logins, whose count the server's limits bound.
 */
export async function measureRequests({ url, method, body, headers, connections, amount, setupRequest }) {
  const started = process.hrtime.bigint();
  const result = await autocannon({
    url,
    connections,
    amount,
    timeout: 120,
    // autocannon calls setupRequest when the key is present, even undefined.
    requests: [setupRequest ? { method, body, headers, setupRequest } : { method, body, headers }],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = result['2xx'];
  if (ok !== amount) throw new Error(`${method} ${url}: ${ok} of ${amount} answers were 2xx (${result.non2xx} not).`);
  return { perSec: ok / seconds, p50: result.latency.p50, p99: result.latency.p99, count: ok, seconds };
}
