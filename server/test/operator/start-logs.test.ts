import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../../../scripts/lib/production-server.mjs';
import { loggerOptions, prettyLogs } from '../../src/config/logger-options.js';
import { buildServer, waitFor } from '../faults/support/child-server.js';
import { fakeClientBuild, tempDir } from '../support/test-app.js';

describe('log format', () => {
  it.each([
    ['auto', true, true],
    ['auto', false, false],
    ['pretty', false, true],
    ['json', true, false],
  ] as const)('LOG_FORMAT=%s with a terminal: %s -> pretty: %s', (format, terminal, pretty) => {
    expect(prettyLogs(format, terminal)).toBe(pretty);
    const options = loggerOptions({ logLevel: 'info', logFormat: format }, terminal);
    expect(options.transport === undefined).toBe(!pretty);
    // The same redactions either way.
    expect(options.redact).toEqual(['req.headers.authorization', 'req.headers.cookie']);
  });
});

const client = tempDir('start-logs-client');
const clientDir = fakeClientBuild(client.dir);
const dataDirs: { remove: () => void }[] = [];

beforeAll(async () => {
  await buildServer();
  // A build whose content still has three values marked PLACEHOLDER.
  fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, '.vite', 'placeholders.json'), JSON.stringify({ count: 3, values: [] }));
}, 120_000);
afterAll(() => {
  client.remove();
  for (const dir of dataDirs) dir.remove();
});

/** Starts the built server with stdout piped (not a terminal) and returns its output once it is ready. */
async function startAndRead(env: Record<string, string>): Promise<string> {
  const data = tempDir('start-logs-data');
  dataDirs.push(data);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/server.js')], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data.dir, CLIENT_DIR: clientDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitFor('the placeholder count in the log', () => /PLACEHOLDER/.test(out) || child.exitCode !== null);
    return out;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('what an operator reads at start', () => {
  it('JSON lines when stdout is not a terminal, with the placeholder count logged once', async () => {
    const out = await startAndRead({ LOG_LEVEL: 'info' });
    const lines = out.trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; placeholders?: number });
    expect(entries.some((entry) => /^site ready at http:\/\/localhost:\d+$/.test(entry.msg))).toBe(true);
    const counts = entries.filter((entry) => entry.placeholders !== undefined);
    expect(counts).toHaveLength(1);
    // A local start (http): a plain line, not a warning.
    expect(counts[0]).toMatchObject({ level: 30, placeholders: 3 });
    expect(counts[0]?.msg).toBe('3 content values are still marked PLACEHOLDER: npm run content:todo lists them');
  });

  it('warns about the placeholders when the site is served on an https address', async () => {
    const out = await startAndRead({ LOG_LEVEL: 'info', PUBLIC_URL: 'https://congres.example.org' });
    const entries = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; placeholders?: number });
    const counts = entries.filter((entry) => entry.placeholders !== undefined);
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatchObject({ level: 40, placeholders: 3 });
  });

  it('readable lines with LOG_FORMAT=pretty', async () => {
    const out = await startAndRead({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    const lines = out.trim().split('\n');
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
    expect(out).toMatch(/INFO.*site ready at http:\/\/localhost:\d+/);
    expect(out.match(/INFO.*3 content values are still marked PLACEHOLDER/g)).toHaveLength(1);
  });
});
