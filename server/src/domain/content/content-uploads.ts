import { CONTENT_IMAGE_URL_PREFIX, SLIDES_URL_PREFIX } from '@congres/contracts';
import { pictureFileName, picturesOf } from './content-pictures.js';

/** A file of the photo storage that content names: a slides PDF (decision 084) or a content image (088). */
export interface ContentUpload {
  kind: 'slides' | 'content';
  name: string;
}

/**
 * Every uploaded file a stored content names: the slots' slides PDFs and the pictures under
 * /uploads/content/ (the build's own /assets/ pictures are not in the storage). Reads any JSON
 * value, as an older version was stored, and keeps only plain file names, never a path.
 */
export function uploadsOf(content: unknown): ContentUpload[] {
  const uploads: ContentUpload[] = [];
  const programme = (content as { programme?: unknown } | null)?.programme;
  for (const slot of Array.isArray(programme) ? programme : []) {
    const src = (slot as { slides?: { pdf?: { src?: unknown } } } | null)?.slides?.pdf?.src;
    if (typeof src === 'string' && src.startsWith(SLIDES_URL_PREFIX)) {
      uploads.push({ kind: 'slides', name: src.slice(SLIDES_URL_PREFIX.length) });
    }
  }
  for (const { src } of picturesOf(content)) {
    if (src.startsWith(CONTENT_IMAGE_URL_PREFIX)) uploads.push({ kind: 'content', name: pictureFileName(src) });
  }
  return uploads.filter(({ name }) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name));
}
