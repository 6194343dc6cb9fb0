import type { CongressContent } from '@congres/contracts';

/** Stored content was checked before it was written: it is read back as it was. */
export function parseContent(json: string): CongressContent {
  return JSON.parse(json) as CongressContent;
}
