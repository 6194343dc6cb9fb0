import type { CongressContent } from '@congres/contracts';

const KEY = 'congres:contenu-brouillon';

/** What the organiser typed and has not saved yet, with the version it was typed on. */
export interface LocalEdits {
  baseVersion: number;
  content: CongressContent;
}

/**
 * The edits not yet saved live in the tab's sessionStorage too, so that a reload (or a phone
 * that drops the page) loses nothing typed (decision 081). Storage may be full or refused:
 * the edits then live in the page only.
 */
export function keepLocalEdits(edits: LocalEdits | null): void {
  try {
    if (edits === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(edits));
  } catch {
    // Private mode or a full storage: the page still holds the edits.
  }
}

/** The edits kept by this tab, if any. */
export function readLocalEdits(): LocalEdits | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<LocalEdits>;
    return typeof parsed.baseVersion === 'number' && typeof parsed.content === 'object' && parsed.content !== null
      ? { baseVersion: parsed.baseVersion, content: parsed.content }
      : null;
  } catch {
    return null;
  }
}
