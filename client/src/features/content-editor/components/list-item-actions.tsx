/** "Monter", "Descendre" and "Retirer" for one item of a list the editor reorders (carousel, partners). */
export function ListItemActions({
  index,
  count,
  name,
  idPrefix,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  /** How the buttons name the item to a screen reader. */
  name: string;
  idPrefix: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="content-editor__buttons">
      <button
        id={`${idPrefix}-monter`}
        type="button"
        className="button button--secondary"
        disabled={index === 0}
        aria-label={`Monter ${name}`}
        onClick={() => onMove(-1)}
      >
        Monter
      </button>
      <button
        id={`${idPrefix}-descendre`}
        type="button"
        className="button button--secondary"
        disabled={index === count - 1}
        aria-label={`Descendre ${name}`}
        onClick={() => onMove(1)}
      >
        Descendre
      </button>
      <button type="button" className="button button--danger" aria-label={`Retirer ${name}`} onClick={onRemove}>
        Retirer
      </button>
    </div>
  );
}
