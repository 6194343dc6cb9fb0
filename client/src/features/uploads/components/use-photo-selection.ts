import { useCallback, useEffect, useRef, useState } from 'react';

/** The most files one upload takes (the server's UPLOAD_MAX_FILES default). */
export const MAX_SELECTION = 20;

export interface SelectedPhoto {
  id: string;
  file: File;
  /** An object URL for the 100 px preview; revoked as soon as the photo leaves the selection. */
  previewUrl: string;
}

/** The images chosen for publishing, each with its preview. */
export function usePhotoSelection() {
  const [items, setItems] = useState<SelectedPhoto[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  // Object URLs hold the image in memory until revoked: release them all when the page goes.
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.previewUrl)), []);

  /** Adds the images among `files` (other kinds are dropped); returns how many did not fit. */
  const add = useCallback(
    (files: Iterable<File>): number => {
      const images = Array.from(files).filter((file) => file.type === '' || file.type.startsWith('image/'));
      const room = Math.max(0, MAX_SELECTION - items.length);
      const added = images.slice(0, room).map((file) => ({
        id: crypto.randomUUID(),
        file,
        previewUrl: URL.createObjectURL(file),
      }));
      setItems((current) => [...current, ...added]);
      return images.length - added.length;
    },
    [items.length],
  );

  const remove = useCallback((id: string) => {
    setItems((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((item) => item.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setItems((current) => {
      current.forEach((item) => URL.revokeObjectURL(item.previewUrl));
      return [];
    });
  }, []);

  return { items, add, remove, clear };
}
