import { wallClock } from '@congres/contracts';
import { csvCell } from '../../http/csv-cell.js';
import type { ZipEntry } from '../../http/zip-download.js';
import type { PhotoFiles } from './photo-files.js';
import type { PhotoRecord } from './photo-store.js';

/** An instant as Bordeaux's local date and time, with its offset: 2025-05-23T10:15:02+02:00. */
export function parisDateTime(iso: string): string {
  const instant = Date.parse(iso);
  // Bordeaux's wall clock read as if it were UTC: its ISO text is the local date and time.
  const { asUtcMs } = wallClock(instant);
  const local = new Date(asUtcMs).toISOString().slice(0, 19);
  const offsetMinutes = Math.round((asUtcMs - instant) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A name a file system accepts, from a publisher's free-form name: letters (accents kept),
 * digits and dashes; nothing that could name a folder or hide an extension.
 */
export function safeNamePart(text: string, maxLength = 60): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return cleaned === '' ? 'anonyme' : cleaned;
}

/** "2025-05-23_10-15-02_Camille-Martin_42.jpg": sorts by date, says who, unique by id. */
export function archiveFileName(photo: Pick<PhotoRecord, 'id' | 'username' | 'createdAt'>): string {
  const when = parisDateTime(photo.createdAt).slice(0, 19).replace('T', '_').replace(/:/g, '-');
  return `${when}_${safeNamePart(photo.username)}_${photo.id}.jpg`;
}

/** One CSV row, `,`-separated, each field safe in a spreadsheet that splits on `,` or `;` (csvCell). */
export function csvRow(cells: string[]): string {
  return cells.map((cell) => csvCell(cell)).join(',');
}

/** The manifest's first line, then one line per photo in the zip. */
const MANIFEST_HEADER = ['fichier', 'publié par', 'date'];

/**
 * The photos of `records`, each under its archive name, then `manifest.csv` listing those
 * actually written (a photo deleted while the zip is made is left out of both). UTF-8 with a
 * byte order mark, so that spreadsheets show the accents.
 */
export async function* photoEntries(
  files: PhotoFiles,
  records: PhotoRecord[],
  folder: string,
): AsyncGenerator<ZipEntry> {
  const lines = [csvRow(MANIFEST_HEADER)];
  for (const photo of records) {
    const name = archiveFileName(photo);
    yield {
      name: `${folder}${name}`,
      mtime: new Date(photo.createdAt),
      open: async () => {
        const file = await files.open('full', photo.filename);
        if (file !== undefined) lines.push(csvRow([name, photo.username, parisDateTime(photo.createdAt)]));
        return file?.stream;
      },
    };
  }
  yield {
    name: `${folder}manifest.csv`,
    mtime: new Date(),
    data: () => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`),
  };
}
