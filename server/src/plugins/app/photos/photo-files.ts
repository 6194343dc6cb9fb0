import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** The two files of a photo: the full-size JPEG and its WebP thumbnail. */
export type PhotoFileKind = 'full' | 'thumb';

/**
 * Where the bytes of photos live. The catalogue (photo-store.ts) records them; this only
 * stores, reads and removes files by name, so that another storage can stand in for the folder.
 */
export interface PhotoFiles {
  /** Stores a file under its final name; a reader (or a crash) never sees half of it. */
  put(kind: PhotoFileKind, name: string, data: Buffer): Promise<void>;
  /** Removes a file; one already gone is not an error. */
  remove(kind: PhotoFileKind, name: string): Promise<void>;
  /** A stream of the file's bytes, once the file is open; undefined when there is no such file. */
  open(kind: PhotoFileKind, name: string): Promise<Readable | undefined>;
  /** Every stored name of a kind (for the sweep of orphans). */
  names(kind: PhotoFileKind): Promise<string[]>;
}

/** The file writer of the local folder; tests pass one that fails like a full disk. */
export type WriteFile = (file: string, data: Buffer, options: { flag: string }) => Promise<void>;

/** Where the photo files live: full size in `dir`, thumbnails in `dir/thumbs`. */
export function photoFolders(dataDir: string): { dir: string; thumbsDir: string; incomingDir: string } {
  const dir = path.join(dataDir, 'photos');
  // Uploads in transit wait outside the served folder.
  return { dir, thumbsDir: path.join(dir, 'thumbs'), incomingDir: path.join(dataDir, 'incoming') };
}

/** Photo files in DATA_DIR/photos (full size) and DATA_DIR/photos/thumbs. */
export function createLocalPhotoFiles(
  dataDir: string,
  writeFile: WriteFile = (file, data, options) => fs.writeFile(file, data, options),
): PhotoFiles {
  const { dir, thumbsDir } = photoFolders(dataDir);
  const folder = (kind: PhotoFileKind) => (kind === 'full' ? dir : thumbsDir);
  return {
    async put(kind, name, data) {
      // A hidden temporary name in the same folder, then a rename: atomic on one file system.
      const finalPath = path.join(folder(kind), name);
      const tempPath = path.join(folder(kind), `.${name}.tmp`);
      try {
        await writeFile(tempPath, data, { flag: 'wx' });
        await fs.rename(tempPath, finalPath);
      } catch (error) {
        await fs.rm(tempPath, { force: true });
        throw error;
      }
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
      // The stream closes the file when it ends or is destroyed (a download cut off midway).
      return handle.createReadStream();
    },
    async names(kind) {
      const entries = await fs.readdir(folder(kind), { withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
  };
}
