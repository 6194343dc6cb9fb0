// `node scripts/lib/s3-server.mjs DIR`: s3rver, a real S3-protocol server, on a free loopback
// port with its objects in DIR; prints `{"port":N}` once it listens and stops on SIGTERM.
// Run as a process of its own, so that a load on it never shares an event loop with its client.
import fs from 'node:fs/promises';
import path from 'node:path';
// @ts-expect-error s3rver ships no types (it is only started here).
import S3rver from 's3rver';

/** The keys s3rver accepts (any signed request with them is valid). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

if (import.meta.url === `file://${process.argv[1]}`) {
  const [directory] = process.argv.slice(2);
  if (directory === undefined) throw new Error('usage: node scripts/lib/s3-server.mjs DIR');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  // First, before s3rver's own routes: the calls it lacks.
  server.middleware.unshift(multipartCompletion(directory));
  const { port } = await server.run();
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

const xmlEscape = (/** @type {string} */ text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The three S3 calls of multipart uploads that s3rver 3.7 lacks and @tus/s3-store makes (the
 * resumable uploads with STORAGE=s3, decision 050): ListParts, AbortMultipartUpload and
 * DeleteObjects, on s3rver's own files (a multipart upload's parts are numbered files in
 * BUCKET/._S3rver_uploads/UPLOAD_ID, removed when it completes). Path-style requests only.
 * @param {string} directory
 */
function multipartCompletion(directory) {
  /** @param {any} ctx @param {() => Promise<void>} next */
  return async (ctx, next) => {
    const [bucket = '', ...keyParts] = decodeURIComponent(ctx.path).slice(1).split('/');
    const key = keyParts.join('/');
    const uploadId = ctx.query.uploadId;
    const uploadDir = typeof uploadId === 'string' ? path.join(directory, bucket, '._S3rver_uploads', uploadId) : '';
    if (ctx.method === 'GET' && uploadDir !== '' && key !== '') {
      const names = await fs.readdir(uploadDir).catch(() => undefined);
      if (names === undefined) {
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body =
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
        return;
      }
      const parts = [];
      for (const name of names.filter((n) => /^\d+$/.test(n)).sort((a, b) => Number(a) - Number(b))) {
        const { size } = await fs.stat(path.join(uploadDir, name));
        const md5 = await fs.readFile(path.join(uploadDir, `${name}.md5`), 'utf8').catch(() => '');
        parts.push(`<Part><PartNumber>${name}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`);
      }
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult>' +
        `<Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${xmlEscape(String(uploadId))}</UploadId>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
      return;
    }
    if (ctx.method === 'DELETE' && uploadDir !== '' && key !== '') {
      await fs.rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'POST' && key === '' && 'delete' in ctx.query) {
      const body = await new Promise((resolve, reject) => {
        /** @type {Buffer[]} */
        const chunks = [];
        ctx.req.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        ctx.req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        ctx.req.on('error', reject);
      });
      const keys = [...String(body).matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '');
      for (const one of keys) await ctx.store.deleteObject(bucket, one).catch(() => undefined);
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<DeleteResult>' +
        keys.map((one) => `<Deleted><Key>${one}</Key></Deleted>`).join('') +
        '</DeleteResult>';
      return;
    }
    await next();
  };
}
