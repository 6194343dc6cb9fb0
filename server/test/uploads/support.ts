import type { UploadResult } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import * as tus from 'tus-js-client';

/** Starts `app` on a loopback port (tus-js-client speaks real HTTP); returns its address. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** What one tus-js-client upload did: the answer it ended with, and each request it made. */
export interface TusRun {
  body: string;
  /** The upload's URL, as the server's Location named it. */
  url: string;
  requests: { method: string; offset: string | undefined }[];
  /** The Upload-Offset of each HEAD answer (a resume asking where the server stands). */
  headOffsets: number[];
}

/** An idempotency key as our client makes it (a UUID). */
export const newKey = () => crypto.randomUUID();

/** Uploads `data` with tus-js-client, as the browser does, to `${base}/api/uploads`. */
export function tusUpload(
  base: string,
  token: string,
  data: Buffer,
  options: { chunkSize?: number; name?: string; key?: string; retryDelays?: number[] } = {},
): Promise<TusRun> {
  const run: TusRun = { body: '', url: '', requests: [], headOffsets: [] };
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint: `${base}/api/uploads`,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: options.name ?? 'photo.jpg', filetype: 'image/jpeg', key: options.key ?? newKey() },
      uploadSize: data.length,
      chunkSize: options.chunkSize ?? Infinity,
      retryDelays: options.retryDelays ?? [0, 100, 500],
      storeFingerprintForResuming: false,
      onBeforeRequest: (req) => {
        run.requests.push({ method: req.getMethod(), offset: req.getHeader('Upload-Offset') });
      },
      onAfterResponse: (req, res) => {
        if (req.getMethod() === 'HEAD') run.headOffsets.push(Number(res.getHeader('Upload-Offset')));
      },
      onSuccess: ({ lastResponse }) => {
        run.body = lastResponse.getBody();
        run.url = upload.url ?? '';
        resolve(run);
      },
      onError: reject,
    });
    upload.start();
  });
}

/** The JSON of a finishing PATCH. */
export const resultOf = (run: TusRun) => JSON.parse(run.body) as UploadResult;

// The venue's wifi on loopback: one proxy for these tests and the bench (scripts/lib).
export { cuttingProxy } from '../../../scripts/lib/cutting-proxy.mjs';

const tusHeaders = (token: string) => ({ authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' });
const b64 = (value: string) => Buffer.from(value).toString('base64');

/** Opens an upload of `length` bytes with inject; returns its path (/api/uploads/{id}). */
export async function openUpload(
  app: FastifyInstance,
  token: string,
  length: number,
  metadata: Record<string, string> = { filename: 'photo.jpg', filetype: 'image/jpeg', key: newKey() },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...tusHeaders(token),
      'upload-length': String(length),
      'upload-metadata': Object.entries(metadata)
        .map(([name, value]) => `${name} ${b64(value)}`)
        .join(','),
    },
  });
  if (res.statusCode !== 201) throw new Error(`creation answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** Sends `bytes` at `offset` of the upload at `url` with inject. */
export function sendBytes(app: FastifyInstance, token: string, url: string, offset: number, bytes: Buffer) {
  return app.inject({
    method: 'PATCH',
    url,
    headers: {
      ...tusHeaders(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

/** A tus request without a body (HEAD, DELETE) or the outcome's GET, with inject. */
export function ask(app: FastifyInstance, token: string, method: 'HEAD' | 'DELETE' | 'GET', url: string) {
  return app.inject({ method, url, headers: tusHeaders(token) });
}
