import fs from 'node:fs';
import path from 'node:path';

/** Thrown at start when DATA_DIR cannot hold the database and the photos. */
export class DataDirError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? 'unknown error';
    super(
      `DATA_DIR "${dataDir}" is not a writable folder (${code}). ` +
        'Point DATA_DIR at a folder the server may create and write to.',
      { cause },
    );
    this.name = 'DataDirError';
  }
}

/**
 * Creates DATA_DIR when missing and proves it writable with a probe file, so that a wrong
 * setting stops the start with one clear sentence instead of a stack trace from deep inside.
 */
export function prepareDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new DataDirError(dataDir, error);
  }
}
