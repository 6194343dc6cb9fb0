// Test support (not used by the app): photos as the API lists them.
import type { Photo } from '@congres/contracts';

/** `count` photos as GET /api/photos lists them: oldest first, ids 1..count. */
export function makePhotos(count: number): Photo[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    filename: `${String(i + 1).padStart(8, '0')}-0000-4000-8000-000000000000.jpg`,
    thumbnail: `${String(i + 1).padStart(8, '0')}-0000-4000-8000-000000000000.webp`,
    username: `Auteur ${i + 1}`,
    // Photo i is published by account 100 + i: none is the fake token's account (1) unless a test says so.
    userId: 100 + i,
    width: 1024,
    height: 768,
    thumbWidth: 400,
    thumbHeight: 300,
    createdAt: new Date(Date.UTC(2025, 4, 23, 8, i)).toISOString(),
  }));
}

/**
 * GET /api/photos as the server answers it, over `photos` (oldest first, as makePhotos gives
 * them): the whole list without a parameter; with `limit`, `before` or `offset` one page,
 * newest first, with its cursor, total and `version` (decision 035). Undefined for other URLs.
 */
export function photoListAnswer(url: string, photos: Photo[], version = '1'): unknown {
  const parsed = new URL(url, 'http://localhost');
  if (parsed.pathname !== '/api/photos') return undefined;
  const query = parsed.searchParams;
  if (!query.has('limit') && !query.has('before') && !query.has('offset')) return photos;
  const limit = Number(query.get('limit') ?? '12');
  const newest = [...photos].reverse();
  const before = query.get('before');
  const start = before !== null ? newest.findIndex((p) => p.id < Number(before)) : Number(query.get('offset') ?? '0');
  const from = start === -1 ? newest.length : start;
  const page = newest.slice(from, from + limit);
  const more = from + limit < newest.length;
  return { photos: page, nextCursor: more ? String(page.at(-1)?.id) : null, total: photos.length, version };
}
