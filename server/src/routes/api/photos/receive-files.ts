import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { PhotoRefusal } from '../../../domain/photos/render-photo.js';
import type { ReceivedFile } from '../../../domain/photos/publish-uploads.js';

/** The form field of spec section 7 (`images` is accepted too, for clients without brackets). */
const FIELD_NAMES = new Set(['images[]', 'images']);

/**
 * Streams each file of a multipart upload to its own file in `folder` (never whole in memory),
 * cutting it off at `maxFileBytes`; other form fields are ignored. Throws the multipart
 * plugin's FilesLimitError when there are more than `maxFiles` files.
 */
export async function receiveFiles(
  request: FastifyRequest,
  opts: { folder: string; maxFiles: number; maxFileBytes: number },
): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  const parts = request.files({
    limits: {
      files: opts.maxFiles,
      fileSize: opts.maxFileBytes,
      fields: 20,
      fieldSize: 4096,
      parts: opts.maxFiles + 20,
    },
    throwFileSizeLimit: false,
  });
  for await (const part of parts) {
    const name = displayName(part.filename);
    const target = path.join(opts.folder, String(received.length));
    await pipeline(part.file, fs.createWriteStream(target));
    const refusal = part.file.truncated
      ? new PhotoRefusal(`Le fichier dépasse ${Math.round(opts.maxFileBytes / 1024 / 1024)} Mo.`, 'too-large')
      : !FIELD_NAMES.has(part.fieldname)
        ? new PhotoRefusal('Champ inattendu : envoyez les images dans le champ images[].', 'unexpected-field')
        : null;
    if (refusal) await fs.promises.rm(target, { force: true });
    received.push({ name, path: refusal ? null : target, refusal });
  }
  return received;
}

/** The browser's file name without any folder part, trimmed to a sensible length. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'fichier sans nom').slice(0, 200);
}
