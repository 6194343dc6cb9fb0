// `node scripts/make-icons.mjs`: draws the installed app's icons (client/public/icons) from
// the site's mark, with sharp. Run again after changing the mark; the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from './lib/production-server.mjs';

const out = path.join(repoRoot, 'client/public/icons');

/** The mark (a white cross and an orange wave) on the site's teal, `inset` from the edges. */
const mark = (size, { inset, rounded }) => {
  const s = size - 2 * inset;
  const unit = s / 48;
  const at = (n) => (inset + n * unit).toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.18 : 0}" fill="#0b5d6b"/>
  <rect x="${at(19)}" y="${at(8)}" width="${(10 * unit).toFixed(1)}" height="${(30 * unit).toFixed(1)}" rx="${(2.5 * unit).toFixed(1)}" fill="#fff"/>
  <rect x="${at(9)}" y="${at(18)}" width="${(30 * unit).toFixed(1)}" height="${(10 * unit).toFixed(1)}" rx="${(2.5 * unit).toFixed(1)}" fill="#fff"/>
  <path d="M${at(6)} ${at(38)}q${4.5 * unit} ${-3 * unit} ${9 * unit} 0t${9 * unit} 0 ${9 * unit} 0 ${9 * unit} 0" fill="none" stroke="#f59e0b" stroke-width="${(3 * unit).toFixed(1)}" stroke-linecap="round"/>
</svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, inset: 16, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 42, rounded: true },
  // Maskable: full bleed, the mark inside the central 80 % that every mask keeps.
  { file: 'icon-maskable-512.png', size: 512, inset: 102, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 18, rounded: false },
];

for (const { file, size, ...options } of icons) {
  await sharp(Buffer.from(mark(size, options)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  process.stdout.write(`${file}\n`);
}
