import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';

/** A file of a zip: bytes made when the zip reaches it, or a stream opened then (undefined: skipped). */
export type ZipEntry =
  | { name: string; mtime: Date; data: () => Buffer }
  | { name: string; mtime: Date; open: () => Promise<Readable | undefined> };

/**
 * Streams a zip to the browser as it is made, one file at a time: memory stays that of one
 * file's buffers whatever the archive's size, and at most one file is open. Photos are stored
 * (JPEG does not deflate); generated text is deflated. A download cut off midway closes the
 * file being read and stops (yazl would otherwise leave it open). An entry whose `open` gives
 * undefined (a photo deleted meanwhile) is left out.
 */
export function sendZip(reply: FastifyReply, fileName: string, entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>) {
  const zip = new ZipFile();
  let current: Readable | undefined;
  let aborted = false;
  reply.raw.on('close', () => {
    if (reply.raw.writableFinished) return;
    aborted = true;
    current?.destroy();
  });

  const fill = async () => {
    for await (const entry of entries) {
      if (aborted) return;
      if ('data' in entry) {
        zip.addBuffer(entry.data(), entry.name, { mtime: entry.mtime, compress: true });
        continue;
      }
      const stream = await entry.open();
      if (stream === undefined) continue;
      if (aborted) {
        stream.destroy();
        return;
      }
      current = stream;
      const consumed = finished(stream);
      zip.addReadStreamLazy(entry.name, { mtime: entry.mtime, compress: false }, (callback) => callback(null, stream));
      // The next file is opened only once this one has gone into the zip.
      await consumed;
      current = undefined;
    }
    zip.end();
  };
  // yazl's type says NodeJS.ReadableStream; it is a stream.Readable (a PassThrough).
  const output = zip.outputStream as Readable;
  // A file that cannot be read midway: the zip cannot be finished, the download is cut off
  // (the browser says it failed) rather than the process falling on an unhandled 'error'.
  const fail = (error: unknown) => {
    if (aborted) return;
    reply.log.error({ err: error }, 'zip download failed midway');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  fill().catch(fail);

  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(output);
}
