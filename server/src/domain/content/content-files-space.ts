import type { PhotoFiles } from '../photos/photo-files.js';
import type { ContentUpload } from './content-uploads.js';

/** The kinds of the storage that hold the content's files: slides PDFs (decision 084) and images (088). */
export const CONTENT_FILE_KINDS = ['slides', 'content'] as const;

/**
 * The bytes slides PDFs and content images hold in the storage, as the storage itself lists
 * them: the folder or the bucket every instance shares, so each instance counts the same total
 * (decision 106), whatever wrote the files and whenever.
 */
export async function contentFilesBytes(files: PhotoFiles): Promise<number> {
  const lists = await Promise.all(CONTENT_FILE_KINDS.map((kind) => files.list(kind)));
  return lists.flat().reduce((sum, file) => sum + file.bytes, 0);
}

/** Whether `bytes` more would fit under `maxBytes` now: a first look, before anything is written. */
export async function roomFor(files: PhotoFiles, bytes: number, maxBytes: number): Promise<boolean> {
  return (await contentFilesBytes(files)) + bytes <= maxBytes;
}

/**
 * Whether the content's files, the `written` ones included, stay within `maxBytes`; past it,
 * the `written` ones are removed again. Written first and counted after, as the uploads in
 * progress are reserved (decision 073): of two instances storing at once, the later count sees
 * both files, so two files are never both kept past the cap (both may be refused).
 */
export async function keptWithinSpace(files: PhotoFiles, written: ContentUpload[], maxBytes: number): Promise<boolean> {
  if ((await contentFilesBytes(files)) <= maxBytes) return true;
  await Promise.all(written.map(({ kind, name }) => files.remove(kind, name)));
  return false;
}
