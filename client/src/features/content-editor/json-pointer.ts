/**
 * The editor's fields are named by the JSON pointer of their value ("/programme/3/time"): the
 * server's refusals name them the same way (contracts/src/content.ts), so a problem finds its
 * field without a table of names.
 */
const segments = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The value at `pointer` in `root` (undefined when the path does not exist). */
export function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const key of segments(pointer)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A copy of `root` with `value` at `pointer`; every object on the way is copied, nothing else. */
export function withValueAt<T>(root: T, pointer: string, value: unknown): T {
  const [key, ...rest] = segments(pointer);
  if (key === undefined) return value as T;
  const inner = (root as Record<string, unknown>)[key];
  const next = rest.length === 0 ? value : withValueAt(inner, `/${rest.join('/')}`, value);
  if (Array.isArray(root)) return (root as unknown[]).map((item, index) => (String(index) === key ? next : item)) as T;
  return { ...(root as object), [key]: next } as T;
}

/** The id of the control that edits the value at `pointer` ("/programme/3/time" is "contenu-programme-3-time"). */
export function fieldId(pointer: string): string {
  return `contenu${pointer.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
