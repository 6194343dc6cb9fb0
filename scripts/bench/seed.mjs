import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { root } from './processes.mjs';
import { seededRandom } from './seeded-random.mjs';

const { renderPhoto, DEFAULT_RENDER_LIMITS } = await import(
  path.join(root, 'server/dist/domain/photos/render-photo.js')
);
// The server's own choice of SQLite binding for this Node (sqlite-binding.ts).
const { SQLite } = await import(path.join(root, 'server/dist/plugins/database/sqlite-binding.js'));

/**
 * A photo-like JPEG (1024×768 unless told) of about `targetBytes` (1 MB unless told): smooth
 * colour fields (as in a real scene) with grain on top, which is what makes phone pictures
 * large. `seed` varies the picture.
 */
export async function photoLikeJpeg(seed, targetBytes = 1024 * 1024, { width = 1024, height = 768 } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  const random = seededRandom(seed);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      // Grain on each channel on its own, like a phone sensor's noise in dim light.
      pixels[i] = 128 + 90 * Math.sin(x / (60 + seed * 7)) + (random() - 0.5) * 90;
      pixels[i + 1] = 128 + 90 * Math.cos(y / (45 + seed * 5)) + (random() - 0.5) * 90;
      pixels[i + 2] = 128 + 90 * Math.sin((x + y) / (80 + seed * 3)) + (random() - 0.5) * 90;
    }
  }
  // The quality that lands closest to the target size.
  let best;
  for (const quality of [100, 97, 94, 91, 88, 84, 80, 75, 70, 65, 60, 55, 50]) {
    const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (!best || Math.abs(data.length - targetBytes) < Math.abs(best.length - targetBytes)) best = data;
    if (data.length <= targetBytes) break;
  }
  return best;
}

/**
 * `count` different versions of one photo-like JPEG, each with a small patch of its own colour:
 * the server refuses the same image twice from one account, and a new photoLikeJpeg per upload
 * would cost a fifth of a second each.
 */
export async function photoVariants(seed, count) {
  const base = await photoLikeJpeg(seed);
  return Promise.all(
    Array.from({ length: count }, (_v, k) =>
      sharp(base)
        .composite([
          {
            input: {
              create: {
                width: 48,
                height: 48,
                channels: 3,
                background: { r: (k * 53) % 256, g: (k * 97) % 256, b: (k * 29) % 256 },
              },
            },
            top: 16 + 48 * Math.floor(k / 16),
            left: 16 + 48 * (k % 16),
          },
        ])
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

/**
 * One upload request per image (multipart, field images[], the bearer token), and autocannon's
 * `setupRequest` that sends the next of them each time: every request another image.
 */
export async function uploadRequests(jpegs, token) {
  const requests = await Promise.all(
    jpegs.map(async (jpeg) => {
      const form = new FormData();
      form.append('images[]', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
      const encoded = new Response(form);
      return {
        body: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type'), authorization: `Bearer ${token}` },
      };
    }),
  );
  let next = 0;
  return { first: requests[0], setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }) };
}

/** Registers an account through the real API. */
export async function register(url, email, username, password) {
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, username, password }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
}

/** Logs in through the real API; returns the bearer token. */
export async function login(url, email, password) {
  const res = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return (await res.json()).token;
}

/**
 * `count` photo-like JPEGs (seeds `firstSeed` on) through the real pipeline (renderPhoto, as the
 * upload route calls it), with the rendered photo and thumbnail written in `work` (`files`: to
 * hard-link, so that every seeded photo costs no new render).
 */
export async function renderSources(work, count, firstSeed = 1) {
  const renders = [];
  for (let seed = firstSeed; seed < firstSeed + count; seed += 1) {
    const file = path.join(work, `source-${seed}.jpg`);
    fs.writeFileSync(file, await photoLikeJpeg(seed));
    const rendered = await renderPhoto(file, { ...DEFAULT_RENDER_LIMITS, maxPixels: 50_000_000 });
    const id = randomUUID();
    // The files an upload leaves (decision 041): the AVIF thumbnail beside the WebP one. (The
    // display copy is left out: these grainy photos gain nothing from it, as the pipeline finds.)
    const files = {
      full: path.join(work, `${id}.jpg`),
      thumb: path.join(work, `${id}.webp`),
      thumbAvif: path.join(work, `${id}.avif`),
    };
    fs.writeFileSync(files.full, rendered.full);
    fs.writeFileSync(files.thumb, rendered.thumb);
    fs.writeFileSync(files.thumbAvif, rendered.thumbAvif);
    renders.push({ ...rendered, files });
  }
  return renders;
}

/**
 * Publishes `count` photos quickly: a few sources go through the real pipeline (renderPhoto,
 * as the upload route calls it); then each photo gets its own file names (hard links to those
 * renders, in the store's folder layout) and its row, written in the server's migrated SQLite
 * file. Returns the rendered sources (for sizes) and the owner's credentials.
 */
export async function seedPhotos(server, count, { sources = 6 } = {}) {
  const email = `seed-${Date.now()}@exemple.fr`;
  const password = 'motdepasse-du-banc-1';
  await register(server.url, email, 'Photographe du banc', password);

  const photosDir = path.join(server.dataDir, 'photos');
  const work = path.join(server.dataDir, 'bench-sources');
  fs.mkdirSync(work, { recursive: true });
  const renders = await renderSources(work, sources);

  const db = new SQLite(path.join(server.dataDir, 'congres.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { id: userId } = db.prepare('SELECT id FROM users WHERE email = ?').get(email);
    const insert = db.prepare(
      `INSERT INTO photos (user_id, filename, thumbnail, thumbnail_avif, width, height, thumb_width, thumb_height, bytes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const source = renders[i % renders.length];
        const id = randomUUID();
        fs.linkSync(source.files.full, path.join(photosDir, `${id}.jpg`));
        fs.linkSync(source.files.thumb, path.join(photosDir, 'thumbs', `${id}.webp`));
        fs.linkSync(source.files.thumbAvif, path.join(photosDir, 'thumbs', `${id}.avif`));
        insert.run(
          userId,
          `${id}.jpg`,
          `${id}.webp`,
          `${id}.avif`,
          source.width,
          source.height,
          source.thumbWidth,
          source.thumbHeight,
          source.full.length,
        );
      }
    })();
  } finally {
    db.close();
  }
  return { renders, email, password };
}
