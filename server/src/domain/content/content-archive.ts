import type { ContentProblem } from '@congres/contracts';
import yauzl from 'yauzl';

/** Where a problem of the archive itself (not of one of its fields) is listed. */
export const ARCHIVE_PATH = 'archive';
export const CONTENT_FILE = 'content.json';
export const IMAGES_FOLDER = 'images/';

/** Limits against a zip bomb or a runaway archive (decision 089); every size is uncompressed. */
export interface ArchiveLimits {
  maxEntries: number;
  /** The largest image file. */
  maxImageBytes: number;
  maxContentBytes: number;
  /** The sum of every file read. */
  maxTotalBytes: number;
}

export const ARCHIVE_PROBLEM = {
  notAZip:
    'Ce fichier n’est pas une archive zip lisible : choisissez le fichier .zip donné par « Exporter le contenu ».',
  tooManyEntries: (limit: number) => `L’archive contient trop de fichiers : ${limit} au plus.`,
  entryTooLarge: (limit: number) =>
    `Ce fichier est trop gros une fois décompressé : ${Math.round(limit / 1024 / 1024)} Mo au plus.`,
  tooLargeInTotal: (limit: number) =>
    `L’archive est trop grosse une fois décompressée : ${Math.round(limit / 1024 / 1024)} Mo au plus en tout.`,
  unreadableEntry: 'Ce fichier de l’archive est illisible (chiffré ou endommagé) : exportez le contenu de nouveau.',
} as const;

export type ReadArchive = { files: Map<string, Buffer>; problems: ContentProblem[] };

/** The files an import reads: content.json and the images; anything else is left unread. */
const wanted = (name: string) => name === CONTENT_FILE || (name.startsWith(IMAGES_FOLDER) && !name.endsWith('/'));

/**
 * Reads the files of an archive an organiser sent, checking the limits before any byte is
 * inflated: the entry count from the central directory, each entry's declared size, then the
 * bytes actually inflated (yauzl stops an entry whose data outgrows its declared size). A
 * problem of the archive ends the reading with what was found; per file, the problems are listed.
 */
export async function readContentArchive(zip: Buffer, limits: ArchiveLimits): Promise<ReadArchive> {
  const files = new Map<string, Buffer>();
  const problems: ContentProblem[] = [];
  let archive: yauzl.ZipFile;
  try {
    archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, file) =>
        error ? reject(error) : resolve(file),
      ),
    );
  } catch {
    return { files, problems: [{ path: ARCHIVE_PATH, message: ARCHIVE_PROBLEM.notAZip }] };
  }
  if (archive.entryCount > limits.maxEntries) {
    archive.close();
    return { files, problems: [{ path: ARCHIVE_PATH, message: ARCHIVE_PROBLEM.tooManyEntries(limits.maxEntries) }] };
  }
  let total = 0;
  try {
    for await (const entry of entries(archive)) {
      const name = entry.fileName;
      if (!wanted(name) || files.has(name)) continue;
      const limit = name === CONTENT_FILE ? limits.maxContentBytes : limits.maxImageBytes;
      if (entry.uncompressedSize > limit) {
        problems.push({ path: name, message: ARCHIVE_PROBLEM.entryTooLarge(limit) });
        continue;
      }
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        problems.push({ path: ARCHIVE_PATH, message: ARCHIVE_PROBLEM.tooLargeInTotal(limits.maxTotalBytes) });
        break;
      }
      const data = await readEntry(archive, entry, limit);
      if (data === undefined) problems.push({ path: name, message: ARCHIVE_PROBLEM.unreadableEntry });
      else files.set(name, data);
    }
  } catch {
    problems.push({ path: ARCHIVE_PATH, message: ARCHIVE_PROBLEM.notAZip });
  } finally {
    archive.close();
  }
  return { files, problems };
}

/** The entries of an archive opened with `lazyEntries`, one after the other. */
async function* entries(archive: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const next = await new Promise<yauzl.Entry | undefined>((resolve, reject) => {
      const cleanup = () => {
        archive.off('entry', onEntry);
        archive.off('end', onEnd);
        archive.off('error', onError);
      };
      const onEntry = (entry: yauzl.Entry) => (cleanup(), resolve(entry));
      const onEnd = () => (cleanup(), resolve(undefined));
      const onError = (error: Error) => (cleanup(), reject(error));
      archive.on('entry', onEntry);
      archive.on('end', onEnd);
      archive.on('error', onError);
      archive.readEntry();
    });
    if (next === undefined) return;
    yield next;
  }
}

/** An entry's bytes, never more than `limit`; undefined when it cannot be read (encrypted, corrupt). */
async function readEntry(archive: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer | undefined> {
  try {
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      archive.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) throw new Error('entry larger than its limit');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  }
}
