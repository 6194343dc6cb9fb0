import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The headers the tus server reads, checked by the routes before it sees them; the others
 * (X-Forwarded-Proto, Origin...) are not its business: the site's Location is relative and CORS
 * is @fastify/cors's.
 */
const TUS_REQUEST_HEADERS = [
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'content-type',
  'content-length',
] as const;

/**
 * The request as the tus server reads it (a web Request), its body streamed from the socket.
 * Its address is `path`, built by us from the id the route checked, never the URL the client
 * sent: the tus server takes the id from the last `/` of the whole URL, so a query string
 * (`/api/uploads/<own>?/<another's>`) would otherwise name another account's upload (decision 073).
 */
export function tusWebRequest(request: FastifyRequest, path: string): Request {
  const headers = new Headers();
  for (const name of TUS_REQUEST_HEADERS) {
    // The length and the metadata belong to the creation only (no deferred length here).
    if ((name === 'upload-length' || name === 'upload-metadata') && request.method !== 'POST') continue;
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = request.method === 'PATCH' || request.method === 'POST';
  return new Request(`http://site${path}`, {
    method: request.method,
    headers,
    body: hasBody ? bodyOf(request.raw) : null,
    // Required by Node's fetch for a streamed body.
    duplex: 'half',
  });
}

/**
 * The body of a request as a web stream that ends, rather than fails, when the connection is
 * cut: the tus stores then keep the bytes that arrived (the S3 store would drop the part under
 * way on an error), and the HEAD of the resumed upload counts them. Read as the store asks.
 */
function bodyOf(raw: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const end = () => {
          if (!open) return;
          open = false;
          controller.close();
        };
        raw.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) raw.pause();
        });
        raw.on('end', end);
        raw.on('aborted', end);
        raw.on('error', end);
        raw.on('close', end);
      },
      pull() {
        raw.resume();
      },
      cancel() {
        open = false;
        raw.resume();
      },
    },
    { highWaterMark: 256 * 1024, size: (chunk) => chunk.byteLength },
  );
}
