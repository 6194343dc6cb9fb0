// The build's last step: each text file of client/dist is written again beside itself,
// compressed once and as well as it can be: `.br` (brotli, quality 11) and `.gz` (gzip -9).
// Node (@fastify/static's preCompressed, server/src/web/client-app.ts) and nginx
// (gzip_static, deploy/nginx.conf) send those files as they are: fewer bytes for a phone on a
// weak network than on-the-fly compression gives, and no compression work per request (the
// app's main chunk cost about 11 ms of CPU each time with brotli 4 on the fly). Decision 028.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing. Pages (.html) are not: the server compresses each once, in memory. */
const TEXT_FILE = /\.(js|css|svg|webmanifest|ics|json|txt)$/;
/** Below this, the framing costs more than the compression saves (the server's threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` for every text file of `dist` over 1 KB; the counts and sizes.
 * @param {string} dist
 * @returns {Promise<{ files: number, bytes: number, brotli: number }>}
 */
export async function precompress(dist) {
  const files = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Vite's manifest (.vite/) is for the build's tools, never served.
    .filter(
      (file) =>
        !path
          .relative(dist, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
  const totals = { files: 0, bytes: 0, brotli: 0 };
  await Promise.all(
    files.map(async (file) => {
      const body = fs.readFileSync(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A file that does not shrink is sent as it is.
      if (br.length >= body.length) return;
      fs.writeFileSync(`${file}.br`, br);
      if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotli += br.length;
    }),
  );
  return totals;
}
