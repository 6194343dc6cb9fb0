// 300 QCM answers sent at once (decision 093): a server of its own with TRUST_PROXY=true,
// a quiz of ten questions published by an organiser, 300 accounts (each its own address: the
// registration and login limits are per address), then every answer posted in the same instant.
// The time of each answer is kept; p50 and p99 and the refusals are reported, never judged.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './processes.mjs';

const PASSWORD = 'mot de passe du banc QCM';
const QUESTIONS = 10;
const run = promisify(execFile);

const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const address = (i) => `10.32.${i >> 8}.${i & 255}`;

async function call(url, pathName, { method = 'POST', body, token, from }) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': from };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${url}${pathName}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function account(url, i) {
  const email = `qcm-${i}@exemple.fr`;
  const from = address(i);
  const registered = await call(url, '/api/register', {
    body: { email, username: `Participant ${i}`, password: PASSWORD },
    from,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = await call(url, '/api/login_check', { body: { email, password: PASSWORD }, from });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { email, from, token: (await login.json()).token };
}

/** Publishes the seed with its first quiz written in the site: ten questions of four choices. */
async function publishQuiz(url, organiser) {
  const { version, content } = await (await fetch(`${url}/api/content`)).json();
  content.quizzes[0] = {
    ...content.quizzes[0],
    id: 'banc',
    phase: 'avant',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    questions: Array.from({ length: QUESTIONS }, (_, q) => ({
      id: `q-${q}`,
      text: `Question ${q + 1} du banc`,
      objective: `Objectif ${(q % 3) + 1}`,
      choices: ['A', 'B', 'C', 'D'],
      right: [q % 4],
    })),
  };
  const saved = await call(url, '/api/content/draft', {
    method: 'PUT',
    body: { baseVersion: version, content },
    token: organiser.token,
    from: organiser.from,
  });
  if (saved.status !== 200) throw new Error(`draft answered ${saved.status}: ${await saved.text()}`);
  const published = await call(url, '/api/content/publish', {
    body: { baseVersion: version },
    token: organiser.token,
    from: organiser.from,
  });
  if (published.status !== 201) throw new Error(`publish answered ${published.status}: ${await published.text()}`);
}

export async function measureQuizAnswers({ startServer, tempDir, quick, log }) {
  const count = quick ? 30 : 300;
  const server = await startServer(tempDir('congres-bench-quiz-'), { TRUST_PROXY: 'true' });
  const organiser = await account(server.url, count);
  await run(process.execPath, [path.join(root, 'server/dist/cli/organiser.js'), 'add', organiser.email], {
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  await publishQuiz(server.url, organiser);
  log(`${count} accounts registering and logging in`);
  const attendees = [];
  for (let i = 0; i < count; i += 1) attendees.push(await account(server.url, i));
  log(`${count} QCM answers sent at once`);
  const started = performance.now();
  const outcomes = await Promise.all(
    attendees.map(async (attendee, i) => {
      const answers = Object.fromEntries(Array.from({ length: QUESTIONS }, (_, q) => [`q-${q}`, [(q + i) % 4]]));
      const sent = performance.now();
      try {
        const res = await call(server.url, '/api/quizzes/banc/answers', {
          body: { answers },
          token: attendee.token,
          from: attendee.from,
        });
        await res.arrayBuffer();
        return { ms: performance.now() - sent, status: res.status };
      } catch {
        return { ms: performance.now() - sent, status: 0 };
      }
    }),
  );
  const allMs = performance.now() - started;
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const errors = outcomes.filter((o) => o.status !== 201).length;
  const results = await (
    await call(server.url, '/api/quizzes/results', { method: 'GET', token: organiser.token, from: organiser.from })
  ).json();
  return {
    answers: count,
    questions: QUESTIONS,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    maxMs: times[times.length - 1],
    allMs,
    errors,
    stored: results.participants.length,
  };
}
