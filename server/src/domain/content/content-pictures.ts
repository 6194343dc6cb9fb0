import { ContentPicture, JSON_MAX_DEPTH } from '@congres/contracts';

/** A picture's address as the schema accepts it: the site's build files or its uploads. */
const PICTURE_SRC = new RegExp((ContentPicture.properties.src as unknown as { pattern: string }).pattern);

/** One picture of the content: the JSON pointer of its object and its address. */
export interface PictureRef {
  path: string;
  src: string;
}

/**
 * Every picture the content names (logo, carousel, partners' logos, plans: decision 088),
 * found by its shape (an object whose `src` is a site address) wherever it sits, so a part added
 * to the schema later is exported too. Reads any JSON value: an archive's content is walked
 * before (and whether or not) it passes the schema.
 */
export function picturesOf(value: unknown, path = '', depth = 0): PictureRef[] {
  // Never deeper than JSON_MAX_DEPTH in practice (decision 106); past it the walk stops anyway.
  if (depth > JSON_MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => picturesOf(item, `${path}/${i}`, depth + 1));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && PICTURE_SRC.test(record.src)) return [{ path, src: record.src }];
  return Object.entries(record).flatMap(([key, item]) => picturesOf(item, `${path}/${key}`, depth + 1));
}

/** The file name of a picture's address: the name of its file in an archive's `images/`. */
export const pictureFileName = (src: string): string => src.slice(src.lastIndexOf('/') + 1);

/**
 * The content with each picture whose address `replace` knows given the new address and size
 * (its alt text kept): the pictures of an import once re-encoded and stored.
 */
export function withPictures<T>(
  value: T,
  replace: (src: string) => Omit<ContentPicture, 'alt'> | undefined,
  depth = 0,
): T {
  // Checked content, a few levels deep; the bound only keeps the walk finite (decision 106).
  if (depth > JSON_MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withPictures(item, replace, depth + 1)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const replacement = typeof record.src === 'string' ? replace(record.src) : undefined;
  if (replacement !== undefined) return { ...record, ...replacement } as T;
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, withPictures(item, replace, depth + 1)]),
  ) as T;
}
