import type { ReactNode } from 'react';
import { useEditorFields } from '../editor-context';
import { valueAt, withValueAt } from '../json-pointer';
import { ContentField } from './content-field';

interface TextListProps {
  /** The JSON pointer of the list ("/legal/notice/0/paragraphs"). */
  pointer: string;
  /** The label of item `n` (from 1): "Paragraphe 2". */
  itemLabel: (n: number) => string;
  /** What "Ajouter …" adds: "un paragraphe". */
  addLabel: string;
  multiline?: boolean;
  hint?: string;
  /** The value of a new item (an empty text by default: the server asks for it to be filled). */
  blank?: unknown;
  /** The fields of one item, when it is not a single text (a bus line: its line and its stop). */
  renderItem?: (itemPointer: string, n: number) => ReactNode;
}

/**
 * A list of the content edited in place: each item's field(s), a "Retirer" button per item and
 * "Ajouter" at the end. Buttons name the item they act on, for a screen reader's list of buttons.
 */
export function TextListField({
  pointer,
  itemLabel,
  addLabel,
  multiline,
  hint,
  blank = '',
  renderItem,
}: TextListProps) {
  const { content, change } = useEditorFields();
  const items = valueAt(content, pointer);
  const list = Array.isArray(items) ? (items as unknown[]) : [];
  const set = (next: unknown[]) => change((current) => withValueAt(current, pointer, next));
  return (
    <div className="content-editor__text-list">
      {list.map((_item, index) => (
        <div key={index} className="content-editor__text-list-item">
          {renderItem ? (
            renderItem(`${pointer}/${index}`, index + 1)
          ) : (
            <ContentField
              pointer={`${pointer}/${index}`}
              label={itemLabel(index + 1)}
              multiline={multiline}
              hint={hint}
            />
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => set(list.filter((_other, i) => i !== index))}
          >
            Retirer<span className="visually-hidden"> : {itemLabel(index + 1)}</span>
          </button>
        </div>
      ))}
      <button type="button" className="button button--secondary" onClick={() => set([...list, structuredClone(blank)])}>
        Ajouter {addLabel}
      </button>
    </div>
  );
}
