import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketUrl } from '../downloads/support.js';
import { waitFor } from '../faults/support/child-server.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { readStored } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { unzip } from '../support/zip.js';
import { bearer, JWT_SECRET, makeOrganiser, publish, setPublishedAt } from './support.js';

let t: TestApp;
let organiser: Member;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
  organiser = await newMember(t.app, 'Org Anisatrice');
  await makeOrganiser(t.app, organiser.id);
});
afterAll(async () => {
  await t.close();
});

const MANIFEST_HEADER = 'fichier,publié par,date';

/** The manifest's lines, without its byte order mark (checked) and its final line break. */
function manifestRows(csv: Buffer | undefined): string[] {
  const text = csv?.toString('utf8') ?? '';
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2).split('\r\n');
}

/** The cells a spreadsheet reads from `csv`, splitting on `delimiter` outside double quotes (RFC 4180). */
function spreadsheetCells(csv: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter || char === '\n') {
      cells.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += char;
  }
  return cells;
}

async function downloadArchive(headers: Record<string, string> = bearer(organiser.token)) {
  const res = await t.app.inject({ method: 'GET', url: '/api/photos/archive', headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, files: await unzip(res.rawPayload) };
}

describe('GET /api/photos/archive', () => {
  it('holds every photo under its Bordeaux date, publisher and id, with a manifest that lists them', async () => {
    const camille = await newMember(t.app, 'Camille Martin');
    const tricky = await newMember(t.app, '=HYPERLINK("http://x.example","clic")');
    const zoe = await newMember(t.app, 'Zoé / ../Dupont');
    const [summer] = await publish(t.app, camille.token);
    const [winter] = await publish(t.app, tricky.token);
    const [third, fourth] = await publish(t.app, zoe.token, 2);
    if (!summer || !winter || !third || !fourth) throw new Error('no photo published');
    // Summer time (UTC+2) on the congress day; winter time (UTC+1) just past midnight in Bordeaux.
    await setPublishedAt(t.app, summer.id, '2025-05-23T08:15:02.000Z');
    await setPublishedAt(t.app, winter.id, '2025-01-10T23:30:00.000Z');
    await setPublishedAt(t.app, third.id, '2025-05-23T12:00:59.000Z');
    await setPublishedAt(t.app, fourth.id, '2025-05-23T12:01:00.000Z');

    const ticketed = await t.app.inject({
      method: 'GET',
      url: await ticketUrl(t.app, organiser.token, 'photo-archive'),
    });
    expect(ticketed.statusCode).toBe(200);
    expect(ticketed.headers['content-type']).toBe('application/zip');
    expect(ticketed.headers['content-disposition']).toMatch(
      /^attachment; filename="photos-congres-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(ticketed.headers['cache-control']).toBe('no-store');
    const files = await unzip(ticketed.rawPayload);

    const expected = [
      [summer, '2025-05-23_10-15-02_Camille-Martin', 'Camille Martin', '2025-05-23T10:15:02+02:00'],
      [winter, '2025-01-11_00-30-00_HYPERLINK-http-x-example-clic', null, '2025-01-11T00:30:00+01:00'],
      [third, '2025-05-23_14-00-59_Zoé-Dupont', 'Zoé / ../Dupont', '2025-05-23T14:00:59+02:00'],
      [fourth, '2025-05-23_14-01-00_Zoé-Dupont', 'Zoé / ../Dupont', '2025-05-23T14:01:00+02:00'],
    ] as const;
    const names = expected.map(([photo, stem]) => `photos/${stem}_${photo.id}.jpg`);
    expect([...files.keys()]).toEqual([...names, 'photos/manifest.csv']);
    for (const [i, [photo]] of expected.entries()) {
      expect(
        files.get(names[i] ?? '')?.data.equals((await readStored(t.app, 'full', photo.filename)) ?? Buffer.alloc(0)),
      ).toBe(true);
    }

    const rows = manifestRows(files.get('photos/manifest.csv')?.data);
    expect(rows).toEqual([
      MANIFEST_HEADER,
      `2025-05-23_10-15-02_Camille-Martin_${summer.id}.jpg,Camille Martin,2025-05-23T10:15:02+02:00`,
      // A name a spreadsheet would run as a formula is quoted and prefixed with an apostrophe.
      `2025-01-11_00-30-00_HYPERLINK-http-x-example-clic_${winter.id}.jpg,"'=HYPERLINK(""http://x.example"",""clic"")",2025-01-11T00:30:00+01:00`,
      `2025-05-23_14-00-59_Zoé-Dupont_${third.id}.jpg,Zoé / ../Dupont,2025-05-23T14:00:59+02:00`,
      `2025-05-23_14-01-00_Zoé-Dupont_${fourth.id}.jpg,Zoé / ../Dupont,2025-05-23T14:01:00+02:00`,
    ]);

    // The same archive with the bearer token (a script).
    const { files: again } = await downloadArchive();
    expect([...again.keys()]).toEqual([...files.keys()]);
  });

  it('gives no cell that starts a formula, in a spreadsheet that splits on "," or on ";"', async () => {
    // Each name, and the cell it must make in a spreadsheet that splits on ",".
    const names: [string, string][] = [
      ["Jean;=1+1;=cmd|' /C calc'!A0", "Jean;'=1+1;'=cmd|' /C calc'!A0"],
      ['Ana,=2+2', "Ana,'=2+2"],
      ['+33 6;@SUM(A1)', "'+33 6;'@SUM(A1)"],
      ['-Eve; -1', "'-Eve; -1"],
    ];
    for (const [name] of names) {
      const member = await newMember(t.app, name);
      await publish(t.app, member.token);
    }
    const { files } = await downloadArchive();
    const text = files.get('photos/manifest.csv')?.data.toString('utf8').slice(1) ?? '';
    // Split on ",", every name is one cell, an apostrophe before what would start a formula.
    const cells = spreadsheetCells(text, ',');
    for (const [, cell] of names) expect(cells).toContain(cell);
    for (const delimiter of [',', ';']) {
      const cells = spreadsheetCells(text, delimiter);
      for (const cell of cells) expect(cell, `a cell split on "${delimiter}"`).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('has only its manifest when there is no photo, and leaves out a photo deleted meanwhile', async () => {
    const gallery = await newMember(t.app, 'Galerie');
    // Clean slate: every photo so far goes.
    for (const { id } of await t.app.photos.store.listAll()) await t.app.photos.store.remove(id);
    const { files: empty } = await downloadArchive();
    expect([...empty.keys()]).toEqual(['photos/manifest.csv']);
    expect(manifestRows(empty.get('photos/manifest.csv')?.data)).toEqual([MANIFEST_HEADER]);

    const [first, doomed, last] = await publish(t.app, gallery.token, 3);
    if (!first || !doomed || !last) throw new Error('no photo published');
    // Deleted once the archive has listed it, just as the first photo is opened: deterministic.
    const files = t.app.photos.files;
    const open = files.open.bind(files);
    let deletedMeanwhile = false;
    files.open = async (kind, name) => {
      if (kind === 'full' && name === first.filename && !deletedMeanwhile) {
        deletedMeanwhile = await t.app.photos.store.remove(doomed.id);
      }
      return open(kind, name);
    };
    try {
      const { files: zip } = await downloadArchive();
      expect(deletedMeanwhile).toBe(true);
      const names = [...zip.keys()];
      expect(names).toHaveLength(3);
      expect(names.filter((name) => name.endsWith(`_${first.id}.jpg`))).toHaveLength(1);
      expect(names.filter((name) => name.endsWith(`_${last.id}.jpg`))).toHaveLength(1);
      expect(names.some((name) => name.endsWith(`_${doomed.id}.jpg`))).toBe(false);
      const rows = manifestRows(zip.get('photos/manifest.csv')?.data);
      expect(rows).toHaveLength(3);
      expect(rows.some((row) => row.includes(`_${doomed.id}.jpg`))).toBe(false);
    } finally {
      files.open = open;
    }
  });
});

describe('an archive download cut off midway', () => {
  /**
   * Every stream the photo storage opens from now on (a file descriptor of the folder, or a
   * connection to the bucket), and how many are still open: closed means its 'close' came.
   */
  function trackOpenedFiles() {
    const files = t.app.photos.files;
    const open = files.open.bind(files);
    const streams: { closed: boolean }[] = [];
    files.open = async (kind, name) => {
      const file = await open(kind, name);
      if (file !== undefined) {
        const tracked = { closed: false };
        streams.push(tracked);
        file.stream.once('close', () => (tracked.closed = true));
      }
      return file;
    };
    return {
      stillOpen: () => streams.filter((stream) => !stream.closed).length,
      restore: () => (files.open = open),
    };
  }

  it('closes the photo being read: nothing of the storage is left open', async () => {
    const owner = await newMember(t.app, 'Gros Fichiers');
    // Twenty 1.5 MB files stored as photos (the archive streams the stored bytes as they are):
    // 30 MB, far more than the sockets' buffers hold.
    for (let i = 0; i < 20; i += 1) {
      const full = randomBytes(1_500_000);
      await t.app.photos.store.save(
        {
          full,
          width: 1024,
          height: 768,
          thumb: randomBytes(100),
          thumbAvif: randomBytes(100),
          thumbWidth: 400,
          thumbHeight: 300,
          display: null,
        },
        owner.id,
      );
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const tracked = trackOpenedFiles();
    try {
      let received = 0;
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port, path: '/api/photos/archive', headers: bearer(organiser.token), agent: false },
          resolve,
        );
        request.on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      // Read about 3 MB, then stop reading: the server is held midway, a photo open.
      await new Promise<void>((resolve) => {
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received >= 3_000_000) {
            response.pause();
            resolve();
          }
        });
      });
      await waitFor('the server to be reading a photo', () => tracked.stillOpen() > 0);

      response.destroy();
      await waitFor('every photo opened for the download to be closed', () => tracked.stillOpen() === 0, 10_000);
    } finally {
      tracked.restore();
    }
    // The server goes on serving.
    const photos = await t.app.inject({ method: 'GET', url: '/api/photos' });
    expect(photos.json<Photo[]>().length).toBeGreaterThanOrEqual(20);
  });
});
