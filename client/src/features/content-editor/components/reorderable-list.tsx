import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEditorFields } from '../editor-context';
import { fieldId, valueAt, withValueAt } from '../json-pointer';
import { moveSlot } from '../slot-edits';
import { ListItemActions } from './list-item-actions';

/**
 * A list of the content (the carousel, the partners) whose items move up and down and go, each
 * drawn by `children`; after a move the focus follows the item and a status line says where
 * it went, as in the programme's editor.
 */
export function ReorderableList<T>({
  pointer,
  nameOf,
  children,
}: {
  /** The list's JSON pointer ("/home/carousel"). */
  pointer: string;
  nameOf: (item: T, index: number) => string;
  children: (item: T, index: number) => ReactNode;
}) {
  const { content, change } = useEditorFields();
  const items = (valueAt(content, pointer) as T[] | undefined) ?? [];
  const [said, setSaid] = useState('');
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const update = (next: T[]) => change((current) => withValueAt(current, pointer, next));

  const onMove = (index: number, by: -1 | 1) => {
    const target = index + by;
    update(moveSlot(items, index, by));
    const atEnd = target === 0 || target === items.length - 1;
    focusNext.current = `${fieldId(`${pointer}/${target}`)}-${(by === -1) !== atEnd ? 'monter' : 'descendre'}`;
    setSaid(`${nameOf(items[index] as T, index)} : maintenant en position ${target + 1} sur ${items.length}.`);
  };
  const onRemove = (index: number) => {
    update(items.filter((_item, i) => i !== index));
    setSaid(`${nameOf(items[index] as T, index)} : retiré du brouillon.`);
  };

  return (
    <>
      <ol className="content-editor__list">
        {items.map((item, index) => (
          <li key={index} className="card">
            {children(item, index)}
            <ListItemActions
              index={index}
              count={items.length}
              name={nameOf(item, index)}
              idPrefix={fieldId(`${pointer}/${index}`)}
              onMove={(by) => onMove(index, by)}
              onRemove={() => onRemove(index)}
            />
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </>
  );
}
