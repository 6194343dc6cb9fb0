import { Metadata } from '@tus/server';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { TUS_MESSAGES } from '../../../domain/uploads/tus-messages.js';
import type { UploadRow } from '../../../domain/uploads/upload-rows.js';
import { displayName } from '../photos/receive-files.js';

/** The upload ids the tus server makes: 32 hex digits. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** The idempotency key of the uploads contract (a UUID from our client). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const BYTES = /^(0|[1-9][0-9]{0,15})$/;

/** 412 unless the request speaks tus 1.0.0 (the tus server would answer in English). */
export function requireTusVersion(request: FastifyRequest): void {
  if (request.headers['tus-resumable'] !== '1.0.0') throw new HttpError(412, TUS_MESSAGES.version);
}

/** A byte count of a tus header, or undefined when absent; 400 when it is not one. */
export function byteHeader(request: FastifyRequest, name: 'upload-length' | 'upload-offset', message: string) {
  const raw = request.headers[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !BYTES.test(raw) || !Number.isSafeInteger(Number(raw)))
    throw new HttpError(400, message);
  return Number(raw);
}

/**
 * The upload `id` of the signed-in account: 404 for a malformed id, an unknown one, a swept one,
 * and another account's (never 403: whether it exists is not told).
 */
export async function ownUpload(request: FastifyRequest, id: string): Promise<UploadRow> {
  const user = request.user;
  const row = user && UPLOAD_ID.test(id) ? await request.server.uploads.rows.find(id, user.id) : undefined;
  if (row === undefined) throw new HttpError(404, TUS_MESSAGES.notFound);
  return row;
}

/** What a creation says of its file: its name (as shown), and its idempotency key if any. */
export function uploadMetadata(raw: string | string[] | undefined): { name: string; key: string | null } {
  if (raw === undefined) return { name: displayName(''), key: null };
  let pairs: Record<string, string | null>;
  try {
    if (typeof raw !== 'string') throw new Error('repeated header');
    pairs = Metadata.parse(raw);
  } catch {
    throw new HttpError(400, TUS_MESSAGES.metadata);
  }
  const key = pairs.key ?? null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, TUS_MESSAGES.key);
  return { name: displayName(pairs.filename ?? ''), key };
}
