import zlib from 'node:zlib';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, PhotoPage } from '@congres/contracts';
import { selectPhotoPage, type PageRequest } from '../../src/domain/photos/photo-store.js';
import { bearer, JWT_SECRET } from '../moderation/support.js';
import { ON_SQLITE } from '../support/engines.js';
import { outsideConnection } from '../support/outside-connection.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertUser, seedPhotos } from './support/seed.js';
import { newMember } from './support/sign-in.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function page(url: string): Promise<PhotoPage & { etag: string }> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json<PhotoPage>(), etag: String(res.headers.etag) };
}

/** Every page from the first, following each nextCursor: the ids, in the order received. */
async function walk(limit: number): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const answer = await page(`/api/photos?limit=${limit}${cursor === null ? '' : `&before=${cursor}`}`);
    pages.push(answer.photos.map((p) => p.id));
    cursor = answer.nextCursor;
  } while (cursor !== null);
  return pages;
}

const ids = (photos: Photo[]) => photos.map((p) => p.id);

describe('GET /api/photos?limit=&before=: one page, newest first', () => {
  it('answers an empty page, no cursor and a total of 0 before any upload', async () => {
    const answer = await page('/api/photos?limit=12');
    expect(answer).toMatchObject({ photos: [], nextCursor: null, total: 0 });
  });

  it('walks every photo once, newest first, in pages of the asked size, with the total', async () => {
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Alice'), 3);
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Bob'), 4);
    const whole = (await get('/api/photos')).json<Photo[]>();
    expect(whole).toHaveLength(7);

    const pages = await walk(3);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(ids(whole).reverse());

    const first = await page('/api/photos?limit=3');
    expect(first.total).toBe(7);
    // The same photos as the whole list, field for field.
    expect(first.photos).toEqual(whole.slice(-3).reverse());
    expect(first.nextCursor).toBe(String(first.photos[2]?.id));
  });

  it('gives no cursor when the last photo is on the page, even a full one', async () => {
    const total = (await page('/api/photos?limit=1')).total;
    const all = await page(`/api/photos?limit=${total}`);
    expect(all.photos).toHaveLength(total);
    expect(all.nextCursor).toBeNull();
  });

  it('keeps the spec’s pages of 12: `before` alone gives 12, `limit` alone the first page', async () => {
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Chloé'), 7);
    const first = await page('/api/photos?limit=12');
    expect(first.total).toBe(14);
    expect(first.photos).toHaveLength(12);
    const second = await page(`/api/photos?before=${first.nextCursor}`);
    expect(second.photos).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect([...ids(first.photos), ...ids(second.photos)]).toEqual(
      ids((await get('/api/photos')).json<Photo[]>()).reverse(),
    );
  });

  it('jumps to a page by `offset`: the same photos as walking there by cursors, with the version', async () => {
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Offset'), 5);
    const walked = await walk(3);
    const { total, version } = await page('/api/photos?limit=3');
    expect(version).toMatch(/^\d+$/);
    for (const [n, expected] of walked.entries()) {
      const jumped = await page(`/api/photos?limit=3&offset=${n * 3}`);
      expect(ids(jumped.photos)).toEqual(expected);
      expect(jumped.total).toBe(total);
      expect(jumped.version).toBe(version);
      // The cursor it gives leads on as a walked page's does.
      expect(jumped.nextCursor).toBe(n === walked.length - 1 ? null : String(expected.at(-1)));
    }
    // Past the end: an empty page, no cursor, not an error (a stale page link).
    expect(await page(`/api/photos?limit=3&offset=${total + 10}`)).toMatchObject({ photos: [], nextCursor: null });
    // offset=0 is the first page.
    expect(ids((await page('/api/photos?offset=0')).photos)).toEqual(walked.flat().slice(0, 12));
  });

  it('keeps a cursor valid when its photo is deleted, and later pages still when photos are published', async () => {
    const member = await newMember(t.app, 'Dora');
    const [mine] = await seedPhotos(t.app, t.dataDir, member.id, 1);
    if (mine === undefined) throw new Error('no photo seeded');
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Émile'), 1);
    // A page that ends on Dora's photo: its cursor is that photo.
    const first = await page('/api/photos?limit=2');
    expect(first.photos.at(-1)?.id).toBe(mine.id);
    const second = await page(`/api/photos?limit=2&before=${first.nextCursor}`);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/photos/${mine.id}`, headers: bearer(member.token) }))
        .statusCode,
    ).toBe(204);
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Fanny'), 3);

    const again = await page(`/api/photos?limit=2&before=${first.nextCursor}`);
    expect(ids(again.photos)).toEqual(ids(second.photos));
    expect(again.nextCursor).toBe(second.nextCursor);
    expect(again.total).toBe(second.total - 1 + 3);
    expect(again.etag).not.toBe(second.etag);
    // The new photos come first on the first page; the deleted one is on none.
    const pages = (await walk(2)).flat();
    expect(pages).not.toContain(mine.id);
    expect(new Set(pages).size).toBe(again.total);
    expect(pages).toEqual([...pages].sort((a, b) => b - a));
  });

  it('sends an ETag per version: 304 while it matches, a new page once a photo is added or deleted elsewhere', async () => {
    const first = await get('/api/photos?limit=12');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"photos-page-\d+"$/);
    // Not the whole list's: the two answers differ for one version of the list.
    expect(etag).not.toBe((await get('/api/photos')).headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await get('/api/photos?limit=12', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const cursor = first.json<PhotoPage>().nextCursor;
    expect((await get(`/api/photos?limit=12&before=${cursor}`, { 'if-none-match': etag })).statusCode).toBe(304);

    const [added] = await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Gaspard'), 1);
    const changed = await get('/api/photos?limit=12', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<PhotoPage>().photos[0]?.id).toBe(added?.id);
    const newEtag = String(changed.headers.etag);
    expect(newEtag).not.toBe(etag);

    // Deleted with psql or the sqlite3 shell: the page, its total and its ETag follow.
    const shell = outsideConnection(t.config);
    try {
      await shell
        .deleteFrom('photos')
        .where('id', '=', added?.id ?? 0)
        .execute();
    } finally {
      await shell.destroy();
    }
    const after = await get('/api/photos?limit=12', { 'if-none-match': newEtag });
    expect(after.statusCode).toBe(200);
    const body = after.json<PhotoPage>();
    expect(ids(body.photos)).not.toContain(added?.id);
    expect(body.total).toBe(changed.json<PhotoPage>().total - 1);
  });

  it('follows a publisher’s new name on every page', async () => {
    const member = await newMember(t.app, 'Hugo');
    await seedPhotos(t.app, t.dataDir, member.id, 1);
    const before = await page('/api/photos?limit=1');
    expect(before.photos[0]?.username).toBe('Hugo');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: bearer(member.token),
      payload: { username: 'Hugo Renommé' },
    });
    expect(renamed.statusCode, renamed.body).toBeLessThan(300);
    const res = await get('/api/photos?limit=1', { 'if-none-match': before.etag });
    expect(res.statusCode).toBe(200);
    expect(res.json<PhotoPage>().photos[0]?.username).toBe('Hugo Renommé');
  });

  it('sends the same page in brotli, gzip and plain', async () => {
    const at = (encoding: string) => get('/api/photos?limit=5', { 'accept-encoding': encoding });
    const [br, gz, plain] = await Promise.all([at('br'), at('gzip'), at('identity')]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const answer = plain.json<PhotoPage>();
    expect(answer.photos).toHaveLength(5);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(answer);
  });

  it('still answers the whole list, oldest first, to a request without paging parameters', async () => {
    const res = await get('/api/photos?page=2');
    const whole = res.json<Photo[]>();
    expect(Array.isArray(whole)).toBe(true);
    expect(whole.length).toBe((await page('/api/photos?limit=1')).total);
    expect(ids(whole)).toEqual([...ids(whole)].sort((a, b) => a - b));
  });
});

describe('the page query on SQLite', () => {
  it('walks the primary key backwards and looks each publisher up: no sort, no scan of the users', async () => {
    const s = await startTestApp(ON_SQLITE);
    try {
      // Many photos of few publishers, with the planner's statistics: the case where reading the
      // users first and sorting their photos could look cheaper to it.
      const db = s.app.db;
      for (const name of ['A', 'B', 'C']) await insertUser(s.app, name);
      const [firstUser] = await db.selectFrom('users').select('id').orderBy('id').limit(1).execute();
      await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
        INSERT INTO photos (user_id, filename, thumbnail, width, height, thumb_width, thumb_height, bytes)
        SELECT ${firstUser?.id ?? 0} + i % 3, i || '.jpg', i || '.webp', 1, 1, 1, 1, 1 FROM n`.execute(db);
      await sql`ANALYZE`.execute(db);

      const plan = async (request: PageRequest) => {
        const query = selectPhotoPage(db, request).compile();
        const { rows } = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
        );
        return rows.map((row) => row.detail);
      };
      // The first page: the table in rowid order, stopped by LIMIT after 13 rows.
      expect(await plan({ limit: 12 })).toEqual(['SCAN photos', 'SEARCH users USING INTEGER PRIMARY KEY (rowid=?)']);
      expect(await plan({ limit: 12, beforeId: 1000 })).toEqual([
        'SEARCH photos USING INTEGER PRIMARY KEY (rowid<?)',
        'SEARCH users USING INTEGER PRIMARY KEY (rowid=?)',
      ]);
      // The total is kept by triggers: the page reads it, never counts.
      expect((await s.app.photos.store.listState()).total).toBe(2000);
    } finally {
      await s.close();
    }
  });
});
