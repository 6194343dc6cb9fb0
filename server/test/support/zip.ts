import yauzl from 'yauzl';

/** One file of a zip, as stored: its bytes and its modification time. */
export interface UnzippedFile {
  data: Buffer;
  mtime: Date;
}

/**
 * Reads a whole zip (a download's body) with yauzl, a reader independent of the writer the
 * server uses: every entry by name, in the order the zip holds them. Fails on a broken zip.
 */
export function unzip(zip: Buffer): Promise<Map<string, UnzippedFile>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (openError, file) => {
      if (openError) return reject(openError);
      const files = new Map<string, UnzippedFile>();
      file.on('error', reject);
      file.on('end', () => resolve(files));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, { data: Buffer.concat(chunks), mtime: entry.getLastModDate() });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
