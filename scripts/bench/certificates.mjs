// Section 16 of docs/benchmarks.md: the time to make every participant's certificate as one zip
// (decision 095), on a server of its own. 300 participants (30 with --quick), each with a signed
// morning and two QCM answers, written in the site's SQLite file as the attendance and quiz
// routes store them; the organiser then downloads GET /api/attendance/certificates.zip, three
// times: the first issues each certificate's code, the next ones print the stored codes.
// Timings are reported, never judged.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { root } from './processes.mjs';

const PASSWORD = 'mot de passe du banc';

/** Registers the organiser, grants the role with the built command, logs in: its token. */
async function organiserToken(url, dataDir) {
  const email = 'organisatrice@exemple.fr';
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, username: 'Organisatrice du banc', password: PASSWORD }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  execFileSync(process.execPath, [path.join(root, 'server/dist/cli/organiser.js'), 'add', email], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const login = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return /** @type {{ token: string }} */ (await login.json()).token;
}

/** `count` accounts, each with a signed morning and a QCM before and after, in one transaction. */
function seedParticipants(dataDir, count) {
  const db = new Database(path.join(dataDir, 'congres.sqlite'));
  try {
    db.pragma('busy_timeout = 10000');
    const user = db.prepare(
      "INSERT INTO users (email, username, password_hash, role) VALUES (?, ?, 'x', 'attendee') RETURNING id",
    );
    const signature = db.prepare(
      `INSERT INTO attendance_signatures (half_day_id, user_id, participant_name, participant_email, signature)
       VALUES ('matin', ?, ?, ?, 'data:image/png;base64,iVBORw0KGgo=')`,
    );
    const answer = db.prepare(
      `INSERT INTO quiz_answers (quiz_id, phase, user_id, participant_name, answers, results, score, total)
       VALUES (?, ?, ?, ?, '{}', '{}', ?, 10)`,
    );
    db.transaction(() => {
      // Closed and signed by its trainer: a certificate counts only such a half-day (decision 103).
      db.prepare(
        `INSERT INTO attendance_half_days
           (half_day_id, details, code_secret, opened_at, closed_at, trainer_name, trainer_signature, trainer_signed_at)
         VALUES ('matin', ?, 'secret', '2025-05-23T07:00:00Z', '2025-05-23T10:30:00Z', 'Formatrice',
           'data:image/png;base64,iVBORw0KGgo=', '2025-05-23T10:30:00Z')`,
      ).run(JSON.stringify({ id: 'matin', label: 'Matinée', startsAt: '9h', endsAt: '12h30' }));
      for (let i = 0; i < count; i += 1) {
        const name = `Participante Numéro ${i}`;
        const email = `participante${i}@exemple.fr`;
        const { id } = /** @type {{ id: number }} */ (user.get(email, name));
        signature.run(id, name, email);
        answer.run('qcm-avant', 'avant', id, name, i % 10);
        answer.run('qcm-apres', 'apres', id, name, (i % 10) + 1 > 10 ? 10 : (i % 10) + 1);
      }
    })();
  } finally {
    db.close();
  }
}

/**
 * @param {{ startServer: (dir: string) => Promise<{ url: string, dataDir: string }>, tempDir: (prefix: string) => string, quick: boolean, log: (message: string) => void }} options
 */
export async function measureCertificates({ startServer, tempDir, quick, log }) {
  const participants = quick ? 30 : 300;
  const server = await startServer(tempDir('congres-bench-certificates-'));
  const token = await organiserToken(server.url, server.dataDir);
  seedParticipants(server.dataDir, participants);
  log(`${participants} participants: GET /api/attendance/certificates.zip, three times`);
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/attendance/certificates.zip`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`certificates.zip answered ${res.status}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    runs.push({ seconds: (performance.now() - started) / 1000, bytes });
  }
  const [first, ...later] = runs;
  return {
    participants,
    firstSeconds: first.seconds,
    laterSeconds: Math.min(...later.map((run) => run.seconds)),
    zipBytes: first.bytes,
  };
}
