// Section 18 of docs/benchmarks.md: the room, live (decision 118). 2,000 phones hold /questions
// open (a stream each on GET /api/events, read by the bench's own process), with the room's
// screen; 1,000 attendees vote for the session's questions within ten seconds, then for a poll.
// For each vote, the delay from its PUT sent to each phone, and the screen, showing a count that
// holds it (the newest tally, as the page keeps it). One process, then two instances on
// PostgreSQL and Redis with the phones split and the votes sent through both. Timings are
// reported, never judged.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { onOneAndTwoInstances } from './one-and-two-instances.mjs';
import { root } from './processes.mjs';

const PASSWORD = 'mot de passe du banc de la salle';
const SLOT = '05';
/** The questions voted for: the votes spread over them, as a room's thumbs are. */
const QUESTIONS = 5;
const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const address = (i) => `10.43.${i >> 8}.${i & 255}`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(url, pathName, { method = 'POST', body, token, from }) {
  const headers = { 'x-forwarded-for': from };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${url}${pathName}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** An account registered and signed in from its own address (the limits of those are per address). */
async function account(url, i) {
  const email = `salle-${i}-${randomBytes(3).toString('hex')}@exemple.fr`;
  const from = address(i);
  const registered = await call(url, '/api/register', {
    body: { email, username: `Voix ${i}`, password: PASSWORD },
    from,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = await call(url, '/api/login_check', { body: { email, password: PASSWORD }, from });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { email, from, token: (await login.json()).token };
}

/** `count` accounts, two at a time (argon2 is the cost: the machine's two cores). */
async function accounts(url, count, offset) {
  const made = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      made[i] = await account(url, offset + i);
    }
  };
  await Promise.all([worker(), worker()]);
  return made;
}

/**
 * A phone's stream: every `question-votes` and `poll-votes` of the slot, with the time it
 * arrived, in the order received. Resolves once the stream said `ready`.
 */
function openPhone(url, agent) {
  const phone = { questions: new Map(), polls: new Map(), request: undefined };
  return new Promise((resolve, reject) => {
    let buffer = '';
    let ready = false;
    const request = http.get(`${url}/api/events`, { agent }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const now = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(message)?.[1];
          const data = /^data: ?(.*)$/m.exec(message)?.[1];
          if (event === 'ready' && !ready) {
            ready = true;
            phone.request = request;
            resolve(phone);
          }
          if (event !== 'question-votes' && event !== 'poll-votes') continue;
          const parsed = JSON.parse(data ?? '{}');
          const seen = event === 'question-votes' ? phone.questions : phone.polls;
          const counted = event === 'question-votes' ? parsed.votes : parsed.votes.reduce((a, b) => a + b, 0);
          const list = seen.get(parsed.id) ?? [];
          // As the page keeps it: a count replaces the shown one only with a newer tally.
          const last = list.at(-1);
          if (last === undefined || parsed.tally > last.tally)
            list.push({ at: now, votes: counted, tally: parsed.tally });
          seen.set(parsed.id, list);
        }
      });
    });
    request.on('error', reject);
  });
}

/** When `list` (one phone's shown counts of one question) first showed `votes` or more; undefined if never. */
function shownAt(list, votes) {
  return list?.find((entry) => entry.votes >= votes)?.at;
}

/**
 * Every vote's delay on every phone: from its PUT sent to the phone showing a count that holds
 * it (the count its answer gave). Waits until every phone shows every question's final count.
 */
async function delaysOf(phones, votes, kind, finals) {
  const deadline = performance.now() + 60_000;
  const done = () =>
    phones.every((phone) => [...finals].every(([id, final]) => (phone[kind].get(id)?.at(-1)?.votes ?? -1) >= final));
  while (!done() && performance.now() < deadline) await pause(20);
  const delays = [];
  let missed = 0;
  for (const phone of phones) {
    for (const vote of votes) {
      const at = shownAt(phone[kind].get(vote.id), vote.count);
      if (at === undefined) missed += 1;
      else delays.push(Math.max(0, at - vote.sent));
    }
  }
  delays.sort((a, b) => a - b);
  return { p50Ms: quantile(delays, 0.5), p99Ms: quantile(delays, 0.99), maxMs: delays.at(-1) ?? 0, missed };
}

/** Sends one vote per attendee, spread evenly over `seconds`, through the sites in turn. */
async function voteWithin(attendees, seconds, send) {
  const every = (seconds * 1000) / attendees.length;
  const started = performance.now();
  const sent = [];
  for (const [i, attendee] of attendees.entries()) {
    const at = started + i * every;
    const wait = at - performance.now();
    if (wait > 0) await pause(wait);
    sent.push(send(attendee, i));
  }
  const outcomes = await Promise.all(sent);
  return { outcomes, spanMs: performance.now() - started };
}

async function measureRoom({ sites, phones: count, voters, log }) {
  const urls = sites.map((site) => site.url);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  log(`room: ${voters} attendees and an organiser registering`);
  const organiser = await account(urls[0], voters);
  execFileSync(process.execPath, [path.join(root, 'server/dist/cli/organiser.js'), 'add', organiser.email], {
    env: { ...process.env, ...sites[0].env, DATA_DIR: sites[0].dataDir },
    stdio: 'pipe',
  });
  const attendees = await accounts(urls[0], voters, 0);
  // The questions, each asked by an attendee of its own (three a minute per account).
  const questions = [];
  for (let q = 0; q < QUESTIONS; q += 1) {
    const asker = await account(urls[0], voters + 1 + q);
    const res = await call(urls[0], '/api/questions', {
      body: { slotId: SLOT, text: `Question ${q + 1} du banc ?` },
      token: asker.token,
      from: asker.from,
    });
    if (res.status !== 201) throw new Error(`POST /api/questions answered ${res.status}`);
    questions.push((await res.json()).id);
  }
  const created = await call(urls[0], '/api/polls', {
    body: { slotId: SLOT, question: 'Le banc vote-t-il ?', choices: ['Oui', 'Non', 'Peut-être'] },
    token: organiser.token,
    from: organiser.from,
  });
  const poll = (await created.json()).id;
  await call(urls[0], `/api/polls/${poll}/open`, { token: organiser.token, from: organiser.from });

  log(`room: ${count} phones and the screen opening /questions`);
  const phones = [];
  for (let i = 0; i < count + 1; i += 1) phones.push(await openPhone(urls[i % urls.length], agent));
  try {
    log(`room: ${voters} votes for the questions within 10 s`);
    const questionVotes = await voteWithin(attendees, 10, async (attendee, i) => {
      const id = questions[i % QUESTIONS];
      const sent = performance.now();
      const res = await call(urls[i % urls.length], `/api/questions/${id}/vote`, {
        method: 'PUT',
        token: attendee.token,
        from: attendee.from,
      });
      const answered = performance.now();
      return {
        id,
        sent,
        answeredMs: answered - sent,
        status: res.status,
        count: res.ok ? (await res.json()).votes : 0,
      };
    });
    const counted = questionVotes.outcomes.filter((vote) => vote.status === 200);
    const finals = new Map(
      questions.map((id) => [id, Math.max(0, ...counted.filter((v) => v.id === id).map((v) => v.count))]),
    );
    const questionsShown = await delaysOf(phones, counted, 'questions', finals);

    log(`room: ${voters} votes for the poll within 10 s`);
    const pollVotes = await voteWithin(attendees, 10, async (attendee, i) => {
      const sent = performance.now();
      const res = await call(urls[i % urls.length], `/api/polls/${poll}/vote`, {
        method: 'PUT',
        body: { choice: i % 3 },
        token: attendee.token,
        from: attendee.from,
      });
      return { id: poll, sent, answeredMs: performance.now() - sent, status: res.status };
    });
    // A poll's answer gives no count: its k-th accepted vote in the order answered is held by a total of k or more.
    const accepted = pollVotes.outcomes
      .filter((vote) => vote.status === 200)
      .sort((a, b) => a.sent + a.answeredMs - (b.sent + b.answeredMs))
      .map((vote, k) => ({ ...vote, count: k + 1 }));
    const pollShown = await delaysOf(phones, accepted, 'polls', new Map([[poll, accepted.length]]));
    const answered = (outcomes) => outcomes.map((o) => o.answeredMs).sort((a, b) => a - b);
    const answeredQuestions = answered(questionVotes.outcomes);
    const answeredPoll = answered(pollVotes.outcomes);
    const listed = await (await fetch(`${urls.at(-1)}/api/questions?slot=${SLOT}`)).json();
    return {
      phones: count,
      voters,
      questions: {
        spanMs: questionVotes.spanMs,
        errors: questionVotes.outcomes.length - counted.length,
        answerP99Ms: quantile(answeredQuestions, 0.99),
        counted: listed.reduce((sum, q) => sum + q.votes, 0),
        events: Math.max(...phones.map((phone) => [...phone.questions.values()].reduce((n, l) => n + l.length, 0))),
        ...questionsShown,
      },
      poll: {
        spanMs: pollVotes.spanMs,
        errors: pollVotes.outcomes.length - accepted.length,
        answerP99Ms: quantile(answeredPoll, 0.99),
        ...pollShown,
      },
    };
  } finally {
    phones.forEach((phone) => phone.request?.destroy());
    agent.destroy();
  }
}

/** The section's figures: one process, then two instances on PostgreSQL and Redis. */
export async function measureRoomLive({ startServer, tempDir, quick, log }) {
  // CI's quick run checks that every figure comes: a small room.
  const phones = quick ? 50 : 2000;
  const voters = quick ? 30 : 1000;
  const env = { LIVE_STREAMS_PER_ADDRESS: String(phones + 10), TRUST_PROXY: 'true' };

  log(`room: ${phones} phones, on one process then on two instances (${phones / 2} each)`);
  return onOneAndTwoInstances({ startServer, tempDir, name: 'room', env, log }, (sites) =>
    measureRoom({ sites, phones, voters, log }),
  );
}
