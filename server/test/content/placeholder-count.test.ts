import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaceholderMark } from '@congres/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logPlaceholders } from '../../src/web/placeholder-report.js';
import { contentSite, copy, publishContent, type ContentSite } from './support.js';

// Each `npm run content:todo` starts the server's code in a child process: seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const reportModule = path.join(repoRoot, 'client/build/placeholder-report.ts');

let site: ContentSite;
let clientDir: string;
let marks: PlaceholderMark[];

beforeAll(async () => {
  site = await contentSite();
  // The build's report of the real sources, as `npm run build` writes it beside the client.
  // A path held in a variable: the server's type check stays out of the client's build code.
  const { findPlaceholders } = (await import(/* @vite-ignore */ reportModule)) as {
    findPlaceholders: (dir: string, root: string) => PlaceholderMark[];
  };
  marks = findPlaceholders(path.join(repoRoot, 'client/src/content'), repoRoot);
  clientDir = site.t.config.clientDir;
  fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'placeholders.json'),
    JSON.stringify({ count: marks.length, values: marks }),
  );
});
afterAll(async () => {
  await site.t.close();
});

/** What logPlaceholders writes: each line's level, count and message. */
async function startLine(publicUrl = 'http://localhost:3000') {
  const lines: { level: string; placeholders: unknown; msg: string }[] = [];
  const record = (level: string) => (fields: { placeholders: unknown }, msg: string) =>
    lines.push({ level, placeholders: fields.placeholders, msg });
  const log = { info: record('info'), warn: record('warn') } as unknown as FastifyBaseLogger;
  await logPlaceholders(log, clientDir, publicUrl, site.t.app.db);
  expect(lines).toHaveLength(1);
  return lines[0];
}

/** `npm run content:todo` with the site's settings, as the deployment guide runs it. */
function contentTodo(args: string[] = []) {
  return spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'client/build/content-todo.ts', ...args],
    { cwd: repoRoot, env: { ...process.env, ALLOW_PLACEHOLDERS: '', ...site.t.env }, encoding: 'utf8' },
  );
}

describe('the start-up line counts the placeholders of the stored content (decision 086)', () => {
  it('before the content is stored: the build’s count of the sources', async () => {
    expect(await startLine()).toEqual({
      level: 'info',
      placeholders: marks.length,
      msg: `${marks.length} content values are still marked PLACEHOLDER: npm run content:todo lists them`,
    });
    // The database exists but holds no content yet: content:todo lists the sources' values.
    const todo = contentTodo();
    expect(todo.status, todo.stderr).toBe(0);
    expect(todo.stdout.split('\n')[0]).toBe(
      `${marks.length} content values are still marked PLACEHOLDER (replace them before going live):`,
    );
  });

  it('once stored, the published version’s fields; a value filled in on /contenu is one less', async () => {
    expect((await site.t.app.inject({ method: 'GET', url: '/api/content' })).statusCode).toBe(200);
    const first = await startLine('https://congres.example.org');
    expect(first?.level).toBe('warn');
    expect(first?.msg).toMatch(/^\d+ fields of the published content \(version 1\) are still marked PLACEHOLDER/);
    const before = Number(first?.placeholders);
    expect(before).toBeGreaterThan(20);

    // The secretariat's real name, a talk's real title on a slot moved to the end, the real plan.
    const content = copy(site.seed);
    content.contact.name = 'Secrétariat du congrès santé';
    const talk = content.programme.findIndex((slot) => slot.title === 'Intervention 1 : titre à venir');
    const [moved] = content.programme.splice(talk, 1);
    if (moved === undefined) throw new Error('no talk 1 in the seed');
    content.programme.push({ ...moved, title: 'La santé des soignants', time: '16h45' });
    content.event.venue.plan = { ...content.event.venue.plan, alt: 'Plan de l’institut et de ses accès' };
    expect(await publishContent(site.t, site.organiser.token, content)).toBe(2);

    const after = await startLine();
    expect(after).toEqual({
      level: 'info',
      placeholders: before - 3,
      msg: `${before - 3} fields of the published content (version 2) are still marked PLACEHOLDER: npm run content:todo lists them`,
    });

    // content:todo reads the same stored version: the filled fields are gone from its list.
    const todo = contentTodo();
    expect(todo.status, todo.stderr).toBe(0);
    const lines = todo.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      `${before - 3} fields of the published content (version 2) are still marked PLACEHOLDER (fill them in on /contenu and publish before going live):`,
    );
    expect(lines).toHaveLength(before - 3 + 1);
    expect(lines).toContain('  /contact/phone  « 01 45 00 00 00 »  (client/src/content/contact.ts:7)');
    expect(lines.some((line) => line.startsWith('  /contact/name '))).toBe(false);
    expect(lines.some((line) => line.includes('La santé des soignants') || line.includes('Intervention 1 :'))).toBe(
      false,
    );
    expect(lines.some((line) => line.startsWith('  /event/venue/plan '))).toBe(false);
    // A talk still to be named is found where it moved to.
    expect(lines.some((line) => /^ {2}\/programme\/\d+\/title {2}« Intervention 2 : titre à venir »/.test(line))).toBe(
      true,
    );

    const refused = contentTodo(['--check']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `!! ${before - 3} fields of the published content (version 2) are still marked PLACEHOLDER`,
    );
    expect(refused.stderr).toContain(
      '!! Fill them in on /contenu and publish, or deploy anyway with ALLOW_PLACEHOLDERS=true.',
    );
  });
});
