import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketUrl } from '../downloads/support.js';
import { newMember } from '../gallery/support/sign-in.js';
import { JWT_SECRET, publish, report, setPublishedAt } from '../moderation/support.js';
import { readStored } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { unzip } from '../support/zip.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
});
afterAll(async () => {
  await t.close();
});

interface ExportSummary {
  exportedAt: string;
  account: Record<string, unknown>;
  photos: { file: string; publishedAt: string }[];
  reports: { photoId: number; reason: string; createdAt: string }[];
}

describe('GET /api/account/export', () => {
  it("gives, as one zip, the account's fields, its photos (the stored bytes) and the reports it made; nothing of others", async () => {
    const me = await newMember(t.app, 'Zoé Dupont');
    const other = await newMember(t.app, 'Bob Leroy');
    const mine = await publish(t.app, me.token, 3);
    const theirs = await publish(t.app, other.token, 2);
    expect((await report(t.app, me.token, theirs[0]?.id ?? 0, 'Je suis dessus')).statusCode).toBe(201);
    // A report the account received is not its data: it is the reporter's.
    expect((await report(t.app, other.token, mine[0]?.id ?? 0, 'Rapport de Bob')).statusCode).toBe(201);
    // Known instants, so that the names can be checked: 10:15:02 in Bordeaux on the congress day.
    const first = mine[0];
    if (!first) throw new Error('no photo published');
    await setPublishedAt(t.app, first.id, '2025-05-23T08:15:02.000Z');

    const res = await t.app.inject({ method: 'GET', url: await ticketUrl(t.app, me.token, 'account-export') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mes-donnees-congres.zip"');
    expect(res.headers['cache-control']).toBe('no-store');
    const files = await unzip(res.rawPayload);

    const names = [...files.keys()];
    expect(names[0]).toBe('compte.json');
    const photoNames = names.filter((name) => name.endsWith('.jpg'));
    expect(photoNames).toHaveLength(3);
    expect(names.sort()).toEqual(['compte.json', ...photoNames, 'photos/manifest.csv'].sort());
    expect(photoNames).toContain(`photos/2025-05-23_10-15-02_Zoé-Dupont_${first.id}.jpg`);

    const summary = JSON.parse(files.get('compte.json')?.data.toString('utf8') ?? '{}') as ExportSummary;
    expect(summary.account).toEqual({
      email: me.email,
      username: 'Zoé Dupont',
      role: 'attendee',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
    });
    expect(summary.photos.map((photo) => photo.file).sort()).toEqual([...photoNames].sort());
    expect(summary.photos.find((photo) => photo.file.includes(`_${first.id}.jpg`))?.publishedAt).toBe(
      '2025-05-23T08:15:02.000Z',
    );
    expect(summary.reports).toEqual([
      { photoId: theirs[0]?.id, reason: 'Je suis dessus', createdAt: expect.any(String) as string },
    ]);
    expect(JSON.stringify(summary)).not.toContain('Rapport de Bob');
    expect(JSON.stringify(summary)).not.toContain('password');

    // Each photo in the zip is the very file the site stores; none of Bob's is there.
    for (const photo of mine) {
      const entry = photoNames.find((name) => name.endsWith(`_${photo.id}.jpg`));
      expect(entry, `photo ${photo.id}`).toBeDefined();
      expect(
        files.get(entry ?? '')?.data.equals((await readStored(t.app, 'full', photo.filename)) ?? Buffer.alloc(0)),
      ).toBe(true);
    }
    const bobBytes = await Promise.all(
      theirs.map(async (photo) => (await readStored(t.app, 'full', photo.filename)) ?? Buffer.alloc(0)),
    );
    for (const name of photoNames) {
      expect(bobBytes.some((bytes) => bytes.equals(files.get(name)?.data ?? Buffer.alloc(0)))).toBe(false);
    }

    const manifest = files.get('photos/manifest.csv')?.data.toString('utf8') ?? '';
    const rows = manifest
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('fichier,publié par,date');
    expect(rows).toHaveLength(4);
    expect(rows).toContain(`2025-05-23_10-15-02_Zoé-Dupont_${first.id}.jpg,Zoé Dupont,2025-05-23T10:15:02+02:00`);
  });

  it('gives an account without photos its fields and an empty photo list', async () => {
    const me = await newMember(t.app, 'Sans Photo');
    const res = await t.app.inject({ method: 'GET', url: await ticketUrl(t.app, me.token, 'account-export') });
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(['compte.json', 'photos/manifest.csv']);
    const summary = JSON.parse(files.get('compte.json')?.data.toString('utf8') ?? '{}') as ExportSummary;
    expect(summary.photos).toEqual([]);
    expect(summary.reports).toEqual([]);
    expect(files.get('photos/manifest.csv')?.data.toString('utf8')).toBe('\uFEFFfichier,publié par,date\r\n');
  });
});
