import { publicContent, type CongressContent, type PublishedContent } from '@congres/contracts';

/** Stored content was checked before it was written: it is read back as it was. */
export function parseContent(json: string): CongressContent {
  return JSON.parse(json) as CongressContent;
}

/** A stored version, whole: what the server itself reads (the quizzes' questions and answers included). */
export interface StoredVersion {
  version: number;
  /** ISO 8601, UTC. */
  publishedAt: string;
  content: CongressContent;
}

/** A version as it leaves the server to anyone (decision 102): its content's public projection. */
export function publicVersion({ version, publishedAt, content }: StoredVersion): PublishedContent {
  return { version, publishedAt, content: publicContent(content) };
}
