import type { CongressContent } from './content.js';

/**
 * One value of the content's sources (client/src/content) marked PLACEHOLDER, as the build's
 * report and `npm run content:todo` read it (decision 086): where it is, and what on its line
 * can be looked for in a stored content.
 */
export interface PlaceholderMark {
  file: string;
  line: number;
  code: string;
  note: string;
  /** The line's literals, each with the property (or constant, in camelCase) it is given to, if any. */
  literals: { key: string | null; value: string | number }[];
  /** A line without a literal that opens a whole part (`plan: {`, `PARTNERS = [`): that part's name. */
  part: string | null;
}

/** A field of a content that still holds a value marked PLACEHOLDER in the sources. */
export interface PlaceholderField {
  /** Its JSON pointer, as the editor and the server's refusals name fields ("/contact/name"). */
  path: string;
  /** Its value in the content, shortened for a one-line list. */
  value: string;
  /** The mark it comes from. */
  mark: Pick<PlaceholderMark, 'file' | 'line' | 'note'>;
}

/** A text this long or longer is looked for inside longer texts too (a name within a sentence). */
const QUOTED_MIN_LENGTH = 8;

type Leaf = { path: string; key: string; value: unknown };

function walk(value: unknown, path: string, key: string, out: Leaf[]): void {
  out.push({ path, key, value });
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}/${i}`, key, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [name, child] of Object.entries(value))
      walk(child, `${path}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, name, out);
  }
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function matches(leaf: Leaf, literal: PlaceholderMark['literals'][number]): boolean {
  const { value } = literal;
  if (typeof value === 'number') return leaf.value === value && leaf.key === literal.key;
  if (typeof leaf.value !== 'string') return false;
  const long = value.length >= QUOTED_MIN_LENGTH;
  // A short value ("17h", "APSB") only where its property is: the same text elsewhere is a real one.
  if (leaf.value === value) return literal.key === null || leaf.key === literal.key || long;
  return long && leaf.value.includes(value);
}

const shorten = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
};

/**
 * The fields of `content` that still hold a value marked PLACEHOLDER (decision 086): a text or
 * number of a marked line, found where it was (or, for a long text, anywhere, and inside longer
 * texts), and a marked part (a plan, the partners) still equal to the seed's. Filling a field
 * in the site clears it; moving a slot does not lose it.
 */
export function placeholderFields(
  content: CongressContent,
  seed: CongressContent | undefined,
  marks: PlaceholderMark[],
): PlaceholderField[] {
  const leaves: Leaf[] = [];
  walk(content, '', '', leaves);
  const seedLeaves = new Map<string, unknown>();
  if (seed !== undefined) {
    const all: Leaf[] = [];
    walk(seed, '', '', all);
    for (const leaf of all) seedLeaves.set(leaf.path, leaf.value);
  }
  const found = new Map<string, PlaceholderField>();
  for (const mark of marks) {
    for (const leaf of leaves) {
      if (found.has(leaf.path)) continue;
      const hit =
        mark.part !== null
          ? leaf.key === mark.part && seedLeaves.has(leaf.path) && same(leaf.value, seedLeaves.get(leaf.path))
          : typeof leaf.value !== 'object' && mark.literals.some((literal) => matches(leaf, literal));
      if (hit)
        found.set(leaf.path, {
          path: leaf.path,
          value: shorten(leaf.value),
          mark: { file: mark.file, line: mark.line, note: mark.note },
        });
    }
  }
  // A marked part counts once, not again for each of its values.
  const paths = [...found.keys()];
  return [...found.values()]
    .filter((field) => !paths.some((other) => field.path.startsWith(`${other}/`)))
    .sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
}
