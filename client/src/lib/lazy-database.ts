import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb';

/** An IndexedDB database opened at its first use, then kept open for the page. */
export interface LazyDatabase<Schema extends DBSchema> {
  db(): Promise<IDBPDatabase<Schema>>;
  /** Lets go of it (tests: a new device's, in the next test); the next use opens it again. */
  close(): void;
}

/**
 * Opens `name` at `version` once, when first asked. When another context (a newer service
 * worker, another tab with a newer build) wants a newer version, this one lets go and opens
 * again at its next use, instead of blocking that upgrade.
 */
export function lazyDatabase<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>,
): LazyDatabase<Schema> {
  let opened: Promise<IDBPDatabase<Schema>> | undefined;
  const close = () => {
    void opened?.then((database) => database.close()).catch(() => undefined);
    opened = undefined;
  };
  return {
    db() {
      if (opened) return opened;
      const opening = openDB<Schema>(name, version, { upgrade, blocking: close });
      // A failed opening (storage refused) is tried again next time rather than kept.
      opening.catch(() => {
        if (opened === opening) opened = undefined;
      });
      opened = opening;
      return opening;
    },
    close,
  };
}
