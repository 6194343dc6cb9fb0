import './new-photos-button.css';

/** "1 nouvelle photo", "3 nouvelles photos". */
export function newPhotosLabel(count: number): string {
  return count === 1 ? '1 nouvelle photo' : `${count} nouvelles photos`;
}

/**
 * The polite offer of photos published since (decision 057): announced, never moving the page by
 * itself. Kept in view while the visitor scrolls the gallery.
 */
export function NewPhotosButton({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div className="new-photos" aria-live="polite">
      {count > 0 ? (
        <button type="button" className="button new-photos__button" onClick={onShow}>
          {newPhotosLabel(count)}
        </button>
      ) : null}
    </div>
  );
}
