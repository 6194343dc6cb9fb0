import http from 'node:http';
import autocannon from 'autocannon';
import { cpuSeconds, processTree } from './processes.mjs';

/** What a browser sends: the bench measures the bytes users get, compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' };

/** One request without decompression: status, headers and the bytes on the wire (body). */
export function fetchRaw(url, headers = BROWSER_HEADERS) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

/**
 * Loads one URL with autocannon (as a library), bounded by `seconds`: requests/s, latency
 * p50/p99 in ms, the body size of one answer as sent, and the server's CPU time per request
 * (`pid`: its processes' user + system time over the load), which does not depend on how
 * fast the load generator itself can go. Fails when any answer is not 2xx.
 */
export async function measureGet(url, { seconds, pid, connections = 10, headers = BROWSER_HEADERS }) {
  const sample = await fetchRaw(url, headers);
  if (sample.status !== 200) throw new Error(`${url} answered ${sample.status}`);
  const pids = processTree(pid);
  const cpuBefore = pids.reduce((sum, p) => sum + cpuSeconds(p), 0);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = pids.reduce((sum, p) => sum + cpuSeconds(p), 0) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: sample.bytes,
    cpuMicrosPerRequest: (cpu * 1e6) / result.requests.total,
    encoding: sample.headers['content-encoding'] ?? 'identity',
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
