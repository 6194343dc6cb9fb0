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
