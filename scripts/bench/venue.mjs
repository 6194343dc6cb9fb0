// The venue's one address, measured on a server of its own: the request right after a
// forgot-password for known and unknown emails (decision 046), an ordinary photo's answer while
// ten accounts send the heaviest image accepted (decision 045), and logins during a flood of
// failed ones from the same address (decision 044). Timings are reported, never judged.
import sharp from 'sharp';

const PASSWORD = 'mot de passe du banc';

/** The `p`-quantile of sorted numbers. */
const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The difference of medians `a - b` and its 95 % bootstrap interval (percentile method). */
export function medianDifference(a, b, resamples = 2000) {
  const draw = (values) =>
    Array.from({ length: values.length }, () => values[Math.floor(Math.random() * values.length)]);
  const differences = Array.from({ length: resamples }, () => median(draw(a)) - median(draw(b))).sort((x, y) => x - y);
  return { difference: median(a) - median(b), low: quantile(differences, 0.025), high: quantile(differences, 0.975) };
}

/** POST JSON from address `from` (the server runs with TRUST_PROXY=true). */
const post = (url, path, body, from, headers = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
    body: JSON.stringify(body),
  });

/** Registers `count` accounts named `prefix`N, spread over addresses so that no limit is met. */
async function registerMany(url, prefix, count) {
  const accounts = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}${i}@exemple.fr`;
    const res = await post(
      url,
      '/api/register',
      { email, username: `${prefix} ${i}`, password: PASSWORD },
      `10.8.${i >> 6}.${i & 63}`,
    );
    if (res.status !== 201) throw new Error(`register answered ${res.status}`);
    accounts.push(email);
  }
  return accounts;
}

/** 360 + 360 alternating samples (fewer with --quick) of the request that follows a forgot-password. */
async function afterForgotPassword(url, samples) {
  // Five a known account per hour: as many accounts as needed, each asked for at most five times.
  const known = await registerMany(url, 'oubli', Math.ceil(samples / 5));
  const timings = { known: [], unknown: [] };
  for (let i = 0; i < samples * 2; i += 1) {
    const kind = i % 2 === 0 ? 'known' : 'unknown';
    const email = kind === 'known' ? known[Math.floor(i / 2) % known.length] : `inconnu${i}@exemple.fr`;
    // 200 an address per hour: a new address every 100 requests.
    const res = await post(url, '/api/forgot-password', { email }, `10.9.${Math.floor(i / 100)}.1`);
    if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
    await res.arrayBuffer();
    const start = performance.now();
    const next = await fetch(`${url}/api/photos?limit=12`);
    await next.arrayBuffer();
    timings[kind].push(performance.now() - start);
  }
  const { difference, low, high } = medianDifference(timings.known, timings.unknown);
  return {
    samples,
    medianKnownMs: median(timings.known),
    medianUnknownMs: median(timings.unknown),
    differenceMs: difference,
    intervalMs: [low, high],
    intervalHoldsZero: low <= 0 && high >= 0,
  };
}

/** Uploads `image` as `name` with `token`; resolves to the answer's status and its time. */
async function timedUpload(url, token, name, image, from) {
  const form = new FormData();
  form.append('images[]', new Blob([image]), name);
  const start = performance.now();
  const res = await fetch(`${url}/api/upload-photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': from },
    body: form,
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

async function loginToken(url, email, from) {
  const res = await post(url, '/api/login_check', { email, password: PASSWORD }, from);
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return { token: (await res.json()).token, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** Lightly noisy pixels: a file of a few megabytes at most, whatever the format. */
function noisy(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 997) pixels[i] = (i * 31 + Math.floor(Math.random() * 64)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** An ordinary photo's answer while `senders` accounts of the venue each send the heaviest image accepted. */
async function besideHeavyImages(url, senders, side) {
  const venue = '203.0.113.50';
  const accounts = await registerMany(url, 'lourd', senders + 1);
  const tokens = [];
  for (const email of accounts) tokens.push((await loginToken(url, email, venue)).token);
  // A 16-bit interlaced PNG just within the bound on estimated work (render-cost.ts).
  const heavy = await noisy(side, side).toColourspace('rgb16').png({ progressive: true }).toBuffer();
  const small = await noisy(640, 480).jpeg({ quality: 90 }).toBuffer();
  const twelve = await noisy(4000, 3000).jpeg({ quality: 90 }).toBuffer();
  const started = performance.now();
  const heavyUploads = tokens.slice(1).map((token, i) => timedUpload(url, token, `lourde-${i}.png`, heavy, venue));
  // Once the heavy images are in (their upload takes a moment), the attendee sends hers.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const ordinary = await timedUpload(url, tokens[0], 'ordinaire.jpg', small, venue);
  const phone = await timedUpload(url, tokens[0], 'telephone-12mp.jpg', twelve, venue);
  const heavyAnswers = await Promise.all(heavyUploads);
  // A heavy image refused (over the bound) would make the ordinary photo's figure meaningless.
  const refused = heavyAnswers.filter((answer) => answer.status !== 201).length;
  if (refused > 0) throw new Error(`${refused} of the heavy images were not published: make them lighter`);
  return {
    senders,
    heavyPixels: side * side,
    heavyBytes: heavy.length,
    ordinaryMs: ordinary.ms,
    ordinaryStatus: ordinary.status,
    twelveMegapixelMs: phone.ms,
    twelveMegapixelStatus: phone.status,
    heavyPublished: heavyAnswers.filter((answer) => answer.status === 201).length,
    heavyAllSeconds: (performance.now() - started) / 1000,
  };
}

/** Logins and a page during a flood of failed logins for made-up emails from the venue's address. */
async function duringLoginFlood(url, failures) {
  const venue = '203.0.113.60';
  const [email] = await registerMany(url, 'connexion', 1);
  const { cookie } = await loginToken(url, email, venue);
  const statuses = {};
  let sent = 0;
  const attacker = async () => {
    while (sent < failures) {
      sent += 1;
      const res = await post(
        url,
        '/api/login_check',
        { email: `invente${sent}@exemple.fr`, password: 'devine' },
        venue,
      );
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      await res.arrayBuffer();
    }
  };
  const flood = Promise.all(Array.from({ length: 40 }, attacker));
  await new Promise((resolve) => setTimeout(resolve, 300));
  let start = performance.now();
  const known = await post(url, '/api/login_check', { email, password: PASSWORD }, venue, { cookie });
  const knownDeviceMs = performance.now() - start;
  start = performance.now();
  await (await fetch(`${url}/api/photos?limit=12`)).arrayBuffer();
  const pageMs = performance.now() - start;
  await flood;
  return { failures, statuses, knownDeviceStatus: known.status, knownDeviceMs, pageMs };
}

/** The three measures, on a server started with TRUST_PROXY=true (addresses given by the bench). */
export async function measureVenue({ startServer, tempDir, quick, log }) {
  const server = await startServer(tempDir('congres-bench-venue-'), { TRUST_PROXY: 'true' });
  try {
    log('venue: the request after forgot-password, known and unknown emails');
    const forgotPassword = await afterForgotPassword(server.url, quick ? 30 : 360);
    log('venue: an ordinary photo while ten accounts send the heaviest image accepted');
    // 4,800 px a side, 16 bits, interlaced: 23 megapixels, just within the bound on estimated
    // work (render-cost.ts), the heaviest image accepted; 2,600 px (heavy still) for a quick run.
    const heavyImages = await besideHeavyImages(server.url, quick ? 2 : 10, quick ? 2600 : 4800);
    log('venue: logins during a flood of failed ones');
    const loginFlood = await duringLoginFlood(server.url, quick ? 200 : 1000);
    return { forgotPassword, heavyImages, loginFlood };
  } finally {
    await server.stop();
  }
}
