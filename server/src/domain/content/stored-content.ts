import { programmeInTimeOrder, publicContent, type CongressContent, type PublishedContent } from '@congres/contracts';

/** `content` with its programme in time order (decision 107): how every draft and version is written and read. */
export function inTimeOrder(content: CongressContent): CongressContent {
  return { ...content, programme: programmeInTimeOrder(content.programme) };
}

/**
 * Stored content was checked before it was written: it is read back as it was, its programme in
 * time order (a version stored before decision 107 may hold it otherwise: every reader agrees).
 */
export function parseContent(json: string): CongressContent {
  return inTimeOrder(JSON.parse(json) as CongressContent);
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
