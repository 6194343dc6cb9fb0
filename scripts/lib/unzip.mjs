// Reading a zip in the tests (server and browser): yauzl, a reader independent of the writer the
// server uses (yazl).
import yauzl from 'yauzl';

/**
 * One file of a zip, as stored: its bytes and its modification time.
 * @typedef {{ data: Buffer, mtime: Date }} UnzippedFile
 */

/**
 * Every entry of a whole zip by name, in the order the zip holds them, with its bytes and its
 * modification time. Fails on a broken zip.
 * @param {Buffer} zip
 * @returns {Promise<Map<string, UnzippedFile>>}
 */
export function unzip(zip) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (openError, file) => {
      if (openError) return reject(openError);
      /** @type {Map<string, UnzippedFile>} */
      const files = new Map();
      file.on('error', reject);
      file.on('end', () => resolve(files));
      file.on('entry', (entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          /** @type {Buffer[]} */
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
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
