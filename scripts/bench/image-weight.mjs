// `node scripts/bench/image-weight.mjs` (after `npm run build`): what the lighter images of
// decision 041 save and cost, through the server's own pipeline (server/dist's renderPhoto).
// Prints the figures of docs/benchmarks.md's "Lighter images" subsection.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photoLikeJpeg } from './seed.mjs';
import { root, tempDir } from './processes.mjs';
import { seededRandom } from './seeded-random.mjs';

const { renderPhoto, DEFAULT_RENDER_LIMITS, THUMB_AVIF, DISPLAY_WEBP } = await import(
  path.join(root, 'server/dist/domain/photos/render-photo.js')
);
const limits = { ...DEFAULT_RENDER_LIMITS, maxPixels: 50_000_000 };

/**
 * A 3000 × 2000 scene as a camera's JPEG (quality 90): smooth colour fields and shapes with a
 * light sensor grain, the kind of photo a client other than the spec's sends uncompressed.
 */
async function cameraJpeg(seed) {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  const random = seededRandom(seed);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const shade = 60 * Math.sin(x / (140 + seed * 11)) * Math.cos(y / (90 + seed * 7));
      pixels[i] = 120 + shade + 50 * Math.sin((x + seed * 97) / 400) + (random() - 0.5) * 20;
      pixels[i + 1] = 130 + shade + 40 * Math.cos(y / 300) + (random() - 0.5) * 20;
      pixels[i + 2] = 140 - shade + 50 * Math.sin((x + y) / 500) + (random() - 0.5) * 20;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const dir = tempDir('image-weight');
const render = async (jpeg, name) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, jpeg);
  const started = performance.now();
  const photo = await renderPhoto(file, limits);
  const ms = performance.now() - started;
  // The two encodes decision 041 added, once more on the same pixels, to tell their share.
  const pixels = await sharp(photo.full).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } };
  const addedStart = performance.now();
  await sharp(pixels.data, raw).resize({ width: 400 }).avif(THUMB_AVIF).toBuffer();
  await sharp(pixels.data, raw).webp(DISPLAY_WEBP).toBuffer();
  return { photo, ms, addedMs: performance.now() - addedStart, sent: jpeg.length };
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (values) => values.reduce((a, b) => a + b, 0);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// One gallery page: the bench's twelve 1 MB grainy phone photos (seed.mjs), and twelve scenes.
const grainy = [];
for (let i = 1; i <= 12; i += 1) grainy.push(await render(await photoLikeJpeg(i), `grainy-${i}.jpg`));
const scenes = [];
for (let i = 1; i <= 12; i += 1) scenes.push(await render(await cameraJpeg(i), `scene-${i}.jpg`));

const lines = [];
const page = (label, set) => {
  const webp = sum(set.map((r) => r.photo.thumb.length));
  const avif = sum(set.map((r) => r.photo.thumbAvif.length));
  lines.push(`| ${label} | ${kb(webp)} | ${kb(avif)} | ${Math.round((1 - avif / webp) * 100)} % |`);
};
lines.push('Twelve thumbnails (one gallery page):', '', '| photos | WebP | AVIF | saved |', '|---|---:|---:|---:|');
page('grainy 1024 × 768 phone photos (seed.mjs)', grainy);
page('3000 × 2000 camera scenes', scenes);

const views = (label, set) => {
  const ten = set.slice(0, 10);
  const sent = sum(ten.map((r) => r.sent));
  const original = sum(ten.map((r) => r.photo.full.length));
  const shown = sum(ten.map((r) => (r.photo.display ?? r.photo.full).length));
  const copies = ten.filter((r) => r.photo.display !== null).length;
  lines.push(
    `| ${label} | ${kb(sent)} | ${kb(original)} | ${kb(shown)} (${copies} of 10 with a copy) | ${Math.round((1 - shown / original) * 100)} % |`,
  );
};
lines.push(
  '',
  'Ten lightbox views:',
  '',
  '| photos | as sent | original (stored JPEG) | shown | saved |',
  '|---|---:|---:|---:|---:|',
);
views('grainy 1024 × 768 phone photos', grainy);
views('3000 × 2000 camera scenes', scenes);

const all = [...grainy, ...scenes];
lines.push(
  '',
  `Per photo (median of ${all.length}): renderPhoto ${median(all.map((r) => r.ms)).toFixed(0)} ms, ` +
    `of which the AVIF thumbnail and the WebP copy ${median(all.map((r) => r.addedMs)).toFixed(0)} ms.`,
);
process.stdout.write(`${lines.join('\n')}\n`);
fs.rmSync(dir, { recursive: true, force: true });
