import type { ContentProblem, CongressContent, ProgrammeSlot } from '@congres/contracts';
import { createContext, useContext } from 'react';

/** What every field of the editor reads: the edited content, how to change it, the refusals. */
export interface EditorFields {
  content: CongressContent;
  change: (update: (content: CongressContent) => CongressContent) => void;
  problems: readonly ContentProblem[];
  /** The published version's slots by id, what a slot's state compares with (decision 108); null until read. */
  published?: ReadonlyMap<string, ProgrammeSlot> | null;
}

export const EditorContext = createContext<EditorFields | null>(null);

/** The editor's fields, for a component under the editor page. */
export function useEditorFields(): EditorFields {
  const fields = useContext(EditorContext);
  if (fields === null) throw new Error('useEditorFields outside the content editor');
  return fields;
}
