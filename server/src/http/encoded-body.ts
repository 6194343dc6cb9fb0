import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One answer body, serialised once and compressed once in each encoding browsers ask for. */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type Encoding = keyof EncodedBody;

/**
 * Compresses in libuv's thread pool, off the event loop, at the on-the-fly settings the
 * compression plugin uses: a list of 2,000 photos is mostly random UUIDs, which brotli 9
 * does not shrink more than 4 (60.8 vs 60.1 KB) and 11 shrinks by a fifth at 730 ms of CPU,
 * too slow to redo after every upload.
 */
export async function encodeBody(text: string): Promise<EncodedBody> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity),
  ]);
  return { identity, br, gzip: gz };
}

/** Brotli, else gzip, else none, by the request's Accept-Encoding (an encoding with q=0 is refused). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Whether the request's If-None-Match names `etag` (weak or strong): then a 304 will do. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return header !== undefined && header.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag);
}

/**
 * Adds `name` to the Vary header, keeping what is there: CORS adds `Origin`, and a cache
 * must keep the answers for each origin apart as well as each encoding.
 */
export function addVary(reply: FastifyReply, name: string): FastifyReply {
  const current = reply.getHeader('vary');
  const names = typeof current === 'string' ? current.split(/\s*,\s*/).filter((one) => one !== '') : [];
  if (names.some((one) => one === '*' || one.toLowerCase() === name.toLowerCase())) return reply;
  return reply.header('vary', [...names, name].join(', '));
}

/**
 * Sends an already encoded body in the encoding the request accepts. The content-encoding
 * set here tells @fastify/compress to leave the body alone; a Buffer skips the serialiser.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  addVary(reply, 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body[encoding]);
}
