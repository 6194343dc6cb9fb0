import type { IncomingMessage } from 'node:http';
import type { UploadResult } from '@congres/contracts';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isOutOfSpace, NO_SPACE, SAVE_FAILED } from '../photos/publish-uploads.js';
import { createUploadDatastore, UPLOAD_MAX_AGE_MS, type UploadDatastore } from './upload-datastore.js';
import { finishUpload } from './finish-upload.js';
import { createUploadRows, type UploadRow, type UploadRows } from './upload-rows.js';
import { sweepUploads } from './sweep-uploads.js';
import { TUS_MESSAGES, tusRefusalMessage } from './tus-messages.js';

/** Where the tus routes are mounted: the Location of an upload is this path and its id, relative to the site. */
export const UPLOADS_PATH = '/api/uploads';
/**
 * The bytes an account may have announced in open uploads, in largest files: a queue of
 * compressed photos (1 MB each) fits many times over, a disk is not filled by one account.
 */
const OPEN_BYTES_IN_FILES = 4;
/** How often a running server sweeps the uploads older than that. */
const SWEEP_EVERY_MS = 30 * 60_000;

/** What the route checked before the tus server creates an upload. */
export interface UploadIntent {
  userId: number;
  name: string;
  key: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      rows: UploadRows;
      datastore: UploadDatastore;
      /** Per account: open uploads at once (as many as files in one form upload), their bytes, and one file's. */
      limits: { openUploads: number; openBytes: number; fileBytes: number };
      /**
       * Hands a tus request to the tus server and gives its answer; `intent` is the account and
       * metadata of a creation, checked by the route.
       */
      handle(request: FastifyRequest, intent?: UploadIntent): Promise<Response>;
      /** Removes the uploads created before `olderThan`; returns how many. */
      sweep(olderThan: Date): Promise<number>;
    };
  }
}

/** Resumable uploads (tus 1.0.0, decision 050): the tus server, its store and its table. */
export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const rows = createUploadRows(app.db);
    const datastore = await createUploadDatastore(app.config);
    const intents = new WeakMap<Request, UploadIntent>();

    const finish = async (row: UploadRow): Promise<UploadResult> => {
      try {
        return await finishUpload(app, datastore, row, app.log);
      } catch (error) {
        // The bytes could not be read back or copied: said like any photo that failed to save.
        app.log.error({ err: error, upload: row.id }, 'finished upload could not be published');
        return { published: [], refused: [{ name: row.name, reason: isOutOfSpace(error) ? NO_SPACE : SAVE_FAILED }] };
      }
    };

    const tus = new Server({
      path: UPLOADS_PATH,
      datastore,
      relativeLocation: true,
      // CORS is @fastify/cors's (CORS_ORIGINS): the tus server adds none of its own.
      allowedOrigins: () => false,
      // Its own refusals are English: each gets its French sentence (ours pass unchanged).
      onResponseError(_req, error) {
        if (error instanceof TusRefusal) return undefined;
        const status = 'status_code' in error ? error.status_code : 500;
        if (status >= 500) app.log.error({ err: error }, 'resumable upload failed');
        return { status_code: status, body: tusRefusalMessage(status, '') };
      },
      async onUploadCreate(req, upload) {
        const intent = intents.get(req);
        if (intent === undefined) throw new Error('tus creation without a checked intent');
        await rows.create({
          id: upload.id,
          userId: intent.userId,
          name: intent.name,
          length: upload.size ?? 0,
          key: intent.key,
        });
        return {};
      },
      async onUploadFinish(_req, upload: Upload) {
        const row = await rows.find(upload.id);
        if (row === undefined || !(await rows.startProcessing(upload.id))) {
          throw new TusRefusal(409, TUS_MESSAGES.finished);
        }
        const result = await finish(row);
        await rows.finish(upload.id, JSON.stringify(result));
        // The photo (or its refusal) is all that is kept: the bytes in transit go at once.
        await datastore.remove(upload.id).catch((error: unknown) => {
          app.log.warn({ err: error, upload: upload.id }, 'finished upload bytes left for the sweep');
        });
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify(result),
        };
      },
    });

    const sweep = (olderThan: Date) => sweepUploads(rows, datastore, olderThan, app.log);
    const timer = setInterval(() => {
      sweep(new Date(Date.now() - UPLOAD_MAX_AGE_MS))
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'swept old resumable uploads');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sweep of resumable uploads failed'));
    }, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));

    const { uploadMaxFiles, uploadMaxFileBytes } = app.config;
    app.decorate('uploads', {
      rows,
      datastore,
      limits: {
        openUploads: uploadMaxFiles,
        openBytes: OPEN_BYTES_IN_FILES * uploadMaxFileBytes,
        fileBytes: uploadMaxFileBytes,
      },
      async handle(request: FastifyRequest, intent?: UploadIntent) {
        const web = webRequest(request);
        if (intent !== undefined) intents.set(web, intent);
        return tus.handleWeb(web);
      },
      sweep,
    });
  },
  { name: 'uploads', dependencies: ['database', 'photos'] },
);

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

/** The request as the tus server reads it (a web Request), its body streamed from the socket. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of TUS_REQUEST_HEADERS) {
    // The length and the metadata belong to the creation only (no deferred length here).
    if ((name === 'upload-length' || name === 'upload-metadata') && request.method !== 'POST') continue;
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = request.method === 'PATCH' || request.method === 'POST';
  return new Request(`http://site${request.url}`, {
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

/** A refusal from a tus hook: the tus server answers its `status_code` and `body`. */
export class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
    this.name = 'TusRefusal';
  }
}
