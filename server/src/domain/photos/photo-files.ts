import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where a photo's files go: 'full' beside the full-size JPEG (`{uuid}.jpg`, and the lightbox's
 * `{uuid}.webp`), 'thumb' with the thumbnails (`{uuid}.webp`, `{uuid}.avif`). Names tell formats apart.
 * 'slides': the PDFs organisers attach to programme slots (`{32 hex}.pdf`, decision 084), in the
 * same storage so that a bucket holds them too. 'content' holds the organisers' content images
 * (logo, carousel, partners, plans: decision 088).
 */
export type PhotoFileKind = PhotoOwnFileKind | 'slides' | 'content';
/** The kinds of a photo's own files, which the sweep and the restore check against the photo rows. */
export type PhotoOwnFileKind = 'full' | 'thumb';

/** The formats the store writes, by a file name's extension (decision 041). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** The content type of a file the store wrote, from its name; undefined for any other name. */
export function photoContentType(name: string): string | undefined {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
}

/** A stored file, open for reading. */
export interface StoredFile {
  stream: Readable;
  bytes: number;
}

/** A stored file's name, when it was stored (the sweeps spare the youngest) and its size (the content's cap counts it). */
export interface StoredName {
  name: string;
  storedAt: Date;
  bytes: number;
}

/**
 * Where the bytes of photos live: the local folder (here) or an S3 bucket (s3-photo-files.ts).
 * The catalogue (photo-store.ts) records them; this only stores, reads and removes files by
 * name, and nothing else knows which storage is used.
 */
export interface PhotoFiles {
  /** Stores a file under its final name; a reader (or a crash) never sees half of it. */
  put(kind: PhotoFileKind, name: string, data: Buffer): Promise<void>;
  /** Stores the local file at `source` the same way, streamed: never whole in memory (a slides PDF, decision 106). */
  putFile(kind: PhotoFileKind, name: string, source: string): Promise<void>;
  /** Removes a file; one already gone is not an error. */
  remove(kind: PhotoFileKind, name: string): Promise<void>;
  /** The file's bytes as a stream, once found; undefined when there is no such file. */
  open(kind: PhotoFileKind, name: string): Promise<StoredFile | undefined>;
  /** Every stored file of a kind (for the sweeps of orphans, and the content files' cap). */
  list(kind: PhotoFileKind): Promise<StoredName[]>;
  /**
   * Whether other instances store files here too: a file without its row may then be an
   * upload in flight on another instance, even while this one starts.
   */
  readonly shared: boolean;
  /** Readies the storage at start (folders, or a check that the bucket answers); throws a clear error. */
  prepare(): Promise<void>;
  /** Lets go of connections when the server stops. */
  close(): void;
}

/** The file writer of the local folder; tests pass one that fails like a full disk. */
export type WriteFile = (file: string, data: Buffer, options: { flag: string }) => Promise<void>;

/** Where the photo files live: full size in `dir`, thumbnails in `dir/thumbs`; slides in DATA_DIR/slides. */
export function photoFolders(dataDir: string): {
  dir: string;
  thumbsDir: string;
  contentDir: string;
  incomingDir: string;
  slidesDir: string;
} {
  const dir = path.join(dataDir, 'photos');
  // Uploads in transit wait outside the served folder. Slides stay out of the photos' folder,
  // which nginx serves by itself (deploy/nginx.conf): Node alone serves them, with their headers.
  return {
    dir,
    thumbsDir: path.join(dir, 'thumbs'),
    contentDir: path.join(dir, 'content'),
    incomingDir: path.join(dataDir, 'incoming'),
    slidesDir: path.join(dataDir, 'slides'),
  };
}

/** Photo files in DATA_DIR/photos (full size) and DATA_DIR/photos/thumbs, slides in DATA_DIR/slides: one instance's own. */
export function createLocalPhotoFiles(
  dataDir: string,
  writeFile: WriteFile = (file, data, options) => fs.writeFile(file, data, options),
): PhotoFiles {
  const { dir, thumbsDir, contentDir, slidesDir } = photoFolders(dataDir);
  const folders: Record<PhotoFileKind, string> = {
    full: dir,
    thumb: thumbsDir,
    content: contentDir,
    slides: slidesDir,
  };
  const folder = (kind: PhotoFileKind) => folders[kind];
  return {
    shared: false,
    async prepare() {
      await Promise.all(Object.values(folders).map((each) => fs.mkdir(each, { recursive: true })));
    },
    close() {},
    async put(kind, name, data) {
      await writeAtomically(folder(kind), name, (tempPath) => writeFile(tempPath, data, { flag: 'wx' }));
    },
    async putFile(kind, name, source) {
      // The kernel copies (or clones) the bytes: they never pass through this process's memory.
      await writeAtomically(folder(kind), name, (tempPath) =>
        fs.copyFile(source, tempPath, fs.constants.COPYFILE_EXCL),
      );
    },
    async remove(kind, name) {
      await fs.rm(path.join(folder(kind), name), { force: true });
    },
    async open(kind, name) {
      let handle;
      try {
        handle = await fs.open(path.join(folder(kind), name), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream closes the file when it ends or is destroyed (a download cut off midway).
        return { stream: handle.createReadStream(), bytes: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async list(kind) {
      const entries = await fs.readdir(folder(kind), { withFileTypes: true });
      const files = entries.filter((entry) => entry.isFile());
      const stats = await Promise.all(
        files.map((entry) => fs.stat(path.join(folder(kind), entry.name)).catch(() => undefined)),
      );
      // A file removed between the listing and its stat is simply not listed.
      return files.flatMap((entry, i) => {
        const stat = stats[i];
        return stat === undefined ? [] : [{ name: entry.name, storedAt: stat.mtime, bytes: stat.size }];
      });
    },
  };
}

/**
 * Writes `name` in `folder` under a hidden temporary name, then renames it: atomic on one file
 * system, so a reader (or a crash) never sees half of it; the temporary file goes on a failure.
 */
async function writeAtomically(folder: string, name: string, write: (tempPath: string) => Promise<void>) {
  const finalPath = path.join(folder, name);
  const tempPath = path.join(folder, `.${name}.tmp`);
  try {
    await write(tempPath);
    await fs.rename(tempPath, finalPath);
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
}
