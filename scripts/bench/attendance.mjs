// Section 15 of docs/benchmarks.md: attendance per half-day (decision 091). Three hundred
// attendees, all behind the venue's one address, scan the room's code at random moments of
// five minutes (the "same five minutes"), open the signing page, and send a drawn
// signature (a PNG of a few KB, as signature_pad makes) with the code the screen showed. The
// room's screen asks for a new code every 30 s, as /emargement/ecran does. Timings are
// reported, never judged; every answer but a 201 counts as an error.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './processes.mjs';
import { seededRandom } from './seeded-random.mjs';

const PASSWORD = 'mot de passe du banc';
const VENUE = '203.0.113.80';
const HALF_DAY = 'matin';

const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

const send = (url, route, { token, body, from = VENUE } = {}) =>
  fetch(`${url}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': from,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** An account, registered and logged in from an address of its own: setting up, not measured. */
async function account(url, i, name) {
  const email = `emargement${i}@exemple.fr`;
  const from = `10.12.${i >> 6}.${i & 63}`;
  const registered = await send(url, '/api/register', { body: { email, username: name, password: PASSWORD }, from });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = await send(url, '/api/login_check', { body: { email, password: PASSWORD }, from });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { email, token: (await login.json()).token };
}

/** A signature as a phone draws it: one wavy stroke, on a transparent 600 × 200 canvas. */
async function drawnSignature(random) {
  const points = Array.from({ length: 8 }, (_v, i) => `${40 + i * 70},${40 + Math.round(random() * 120)}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><polyline points="${points.join(' ')}" fill="none" stroke="black" stroke-width="4" stroke-linejoin="round"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** Measures the signatures of `attendees` arriving at random within `seconds`. */
export async function measureAttendance({ startServer, tempDir, quick, log }) {
  const attendees = quick ? 30 : 300;
  const seconds = quick ? 3 : 300;
  // How long a finger draws, from the least to the most: shorter in the quick run, which only
  // shows the figures can be produced (decision 075).
  const draw = quick ? { min: 0.5, max: 1.5 } : { min: 2, max: 10 };
  const server = await startServer(tempDir('congres-bench-attendance-'), { TRUST_PROXY: 'true' });
  try {
    const organiser = await account(server.url, 0, 'Organisatrice du banc');
    execFileSync(process.execPath, [path.join(root, 'server/dist/cli/organiser.js'), 'add', organiser.email], {
      env: { ...process.env, DATA_DIR: server.dataDir },
      stdio: 'ignore',
    });
    log(`attendance: ${attendees} accounts`);
    const people = [];
    for (let i = 1; i <= attendees; i += 1) people.push(await account(server.url, i, `Participant ${i}`));
    const random = seededRandom(32);
    const signatures = [];
    for (let i = 0; i < attendees; i += 1) signatures.push(await drawnSignature(random));

    const opened = await send(server.url, `/api/attendance/${HALF_DAY}/open`, { token: organiser.token, body: {} });
    if (opened.status !== 200) throw new Error(`open answered ${opened.status}`);
    // The room's screen: a new code every 30 s, read by the organiser's page.
    let shown;
    const readCode = async () => {
      const res = await send(server.url, `/api/attendance/${HALF_DAY}/code`, { token: organiser.token });
      if (res.status !== 200) throw new Error(`code answered ${res.status}`);
      shown = await res.json();
    };
    await readCode();
    const screen = setInterval(() => void readCode().catch(() => {}), 30_000);

    log(`attendance: ${attendees} attendees scan and sign within ${seconds} s, all from ${VENUE}`);
    const started = performance.now();
    const timings = [];
    const statuses = {};
    const pageStatuses = {};
    await Promise.all(
      people.map(async (person, i) => {
        await new Promise((resolve) => setTimeout(resolve, random() * seconds * 1000));
        // The scan: the phone opens the address the QR code holds.
        const { code, url } = shown;
        const page = await send(server.url, new URL(url).pathname + new URL(url).search);
        pageStatuses[page.status] = (pageStatuses[page.status] ?? 0) + 1;
        await page.arrayBuffer();
        // Drawing takes a few seconds: the code may have changed on the screen meanwhile.
        await new Promise((resolve) => setTimeout(resolve, (draw.min + random() * (draw.max - draw.min)) * 1000));
        const sent = performance.now();
        const res = await send(server.url, `/api/attendance/${HALF_DAY}/signatures`, {
          token: person.token,
          body: { code, signature: signatures[i] },
        });
        await res.arrayBuffer();
        timings.push(performance.now() - sent);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }),
    );
    clearInterval(screen);
    const sorted = [...timings].sort((a, b) => a - b);
    const detail = await (await send(server.url, `/api/attendance/${HALF_DAY}`, { token: organiser.token })).json();
    return {
      attendees,
      seconds,
      draw,
      wallSeconds: (performance.now() - started) / 1000,
      signatureBytes: Math.round(signatures.reduce((sum, s) => sum + s.length, 0) / signatures.length),
      p50Ms: quantile(sorted, 0.5),
      p99Ms: quantile(sorted, 0.99),
      maxMs: sorted[sorted.length - 1],
      statuses,
      pageStatuses,
      errors: attendees - (statuses[201] ?? 0),
      listed: detail.signatures.length,
    };
  } finally {
    await server.stop();
  }
}
