import type { UploadResult } from '@congres/contracts';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggedUploadId } from '../../http/request-log.js';
import { isOutOfSpace, NO_SPACE, SAVE_FAILED } from '../photos/publish-uploads.js';
import { createUploadDatastore, UPLOAD_MAX_AGE_MS, type UploadDatastore } from './upload-datastore.js';
import { finishUpload } from './finish-upload.js';
import { createUploadRows, type UploadRow, type UploadRows } from './upload-rows.js';
import { sweepUploads } from './sweep-uploads.js';
import { TUS_MESSAGES, tusRefusalMessage } from './tus-messages.js';
import { tusWebRequest } from './tus-web-request.js';
import { WaitingLocker } from './upload-locker.js';

/** Where the tus routes are mounted: the Location of an upload is this path and its id, relative to the site. */
export const UPLOADS_PATH = '/api/uploads';
/**
 * The bytes an account may have announced in open uploads, in largest files: a queue of
 * compressed photos (1 MB each) fits many times over, a disk is not filled by one account.
 */
const OPEN_BYTES_IN_FILES = 4;
/** How often a running server sweeps the uploads older than that. */
const SWEEP_EVERY_MS = 30 * 60_000;

/** The uploads the tus server may act on: the one a route created, or the account's own it checked. */
export type CheckedUpload = { created: string } | { id: string };

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      rows: UploadRows;
      datastore: UploadDatastore;
      /**
       * Per account: open uploads at once (as many as files in one form upload), their bytes, and
       * one file's; and the bytes of every account's uploads in progress together (decision 073).
       */
      limits: { openUploads: number; openBytes: number; fileBytes: number; inProgressBytes: number };
      /**
       * Hands a tus request to the tus server, for the upload the route checked and for no
       * other, whatever the request's URL says; gives the tus server's answer.
       */
      handle(request: FastifyRequest, upload: CheckedUpload): Promise<Response>;
      /** Removes the uploads created before `olderThan`; returns how many. */
      sweep(olderThan: Date): Promise<number>;
      /** Removes an upload at once, its bytes and its row. */
      drop(id: string): Promise<void>;
      /** Removes the uploads in progress of an account at once, bytes and rows (its deletion). */
      dropAccount(userId: number): Promise<void>;
    };
  }
}

/** Resumable uploads (tus 1.0.0, decision 050): the tus server, its store and its table. */
export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    const rows = createUploadRows(app.db);
    const datastore = await createUploadDatastore(app.config);
    // The id each request handed to the tus server was checked for; and the requests that
    // finished their upload, whose bytes go once the tus server has answered.
    const checked = new WeakMap<Request, string>();
    const finished = new WeakSet<Request>();
    const checkedId = (req: Request) => {
      const id = checked.get(req);
      if (id === undefined) throw new Error('tus request without a checked upload id');
      return id;
    };

    const finish = async (row: UploadRow): Promise<UploadResult> => {
      try {
        return await finishUpload(app, datastore, row, app.log);
      } catch (error) {
        // The bytes could not be read back or copied: said like any photo that failed to save.
        app.log.error({ err: error, upload: loggedUploadId(row.id) }, 'finished upload could not be published');
        return { published: [], refused: [{ name: row.name, reason: isOutOfSpace(error) ? NO_SPACE : SAVE_FAILED }] };
      }
    };

    const tus = new Server({
      path: UPLOADS_PATH,
      datastore,
      relativeLocation: true,
      // The tus server never reads an id from the URL: the route's checked one (decision 073).
      namingFunction: checkedId,
      getFileIdFromRequest: (req) => checked.get(req),
      locker: new WaitingLocker(),
      // CORS is @fastify/cors's (CORS_ORIGINS): the tus server adds none of its own.
      allowedOrigins: () => false,
      // Its own refusals are English: each gets its French sentence (ours pass unchanged).
      onResponseError(_req, error) {
        if (error instanceof TusRefusal) return undefined;
        const status = 'status_code' in error ? error.status_code : 500;
        if (status >= 500) app.log.error({ err: error }, 'resumable upload failed');
        return { status_code: status, body: tusRefusalMessage(status, '') };
      },
      async onUploadFinish(req, upload: Upload) {
        const row = await rows.find(upload.id);
        if (row === undefined || !(await rows.startProcessing(upload.id))) {
          throw new TusRefusal(409, TUS_MESSAGES.finished);
        }
        const result = await finish(row);
        await rows.finish(upload.id, JSON.stringify(result));
        finished.add(req);
        return {
          // A creation that carried the whole file is still a creation: 201 with its Location
          // (the result is in /outcome too); a finishing PATCH answers the result.
          status_code: req.method === 'POST' ? 201 : 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify(result),
        };
      },
    });

    /** Removes an upload's bytes; a failure is logged, and the sweep (or the bucket's rule) finds them later. */
    const removeBytes = (id: string, failure: string) =>
      datastore.remove(id).catch((error: unknown) => {
        if ((error as { status_code?: number }).status_code === 404) return;
        app.log.warn({ err: error, upload: loggedUploadId(id) }, failure);
      });

    const drop = async (id: string) => {
      await removeBytes(id, 'dropped upload bytes left for the sweep');
      await rows.remove(id);
    };

    const sweep = (olderThan: Date) => sweepUploads(rows, datastore, olderThan, app.log);
    const timer = setInterval(() => {
      sweep(new Date(Date.now() - UPLOAD_MAX_AGE_MS))
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'swept old resumable uploads');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sweep of resumable uploads failed'));
    }, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));

    const { uploadMaxFiles, uploadMaxFileBytes, uploadsInProgressMaxBytes } = app.config;
    app.decorate('uploads', {
      rows,
      datastore,
      limits: {
        openUploads: uploadMaxFiles,
        openBytes: OPEN_BYTES_IN_FILES * uploadMaxFileBytes,
        fileBytes: uploadMaxFileBytes,
        inProgressBytes: uploadsInProgressMaxBytes,
      },
      async handle(request: FastifyRequest, upload: CheckedUpload) {
        const id = 'created' in upload ? upload.created : upload.id;
        const web = tusWebRequest(request, 'created' in upload ? UPLOADS_PATH : `${UPLOADS_PATH}/${id}`);
        checked.set(web, id);
        const answer = await tus.handleWeb(web);
        // The photo (or its refusal) is all that is kept: the bytes in transit go at once.
        if (finished.has(web)) await removeBytes(id, 'finished upload bytes left for the sweep');
        return answer;
      },
      sweep,
      drop,
      async dropAccount(userId: number) {
        for (const id of await rows.inProgressOf(userId)) await drop(id);
      },
    });
  },
  { name: 'uploads', dependencies: ['database', 'photos'] },
);

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
