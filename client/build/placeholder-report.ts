import fs from 'node:fs';
import path from 'node:path';
import type { PlaceholderMark } from '@congres/contracts';
import type { Plugin } from 'vite';

/**
 * One content value still marked PLACEHOLDER: where it is, what the mark says, and what of its
 * line a stored content is searched for (decision 086).
 */
export type PlaceholderValue = PlaceholderMark;

/** Where the build writes the list; the server reads its count at start (web/placeholder-report.ts). */
export const PLACEHOLDER_REPORT_FILE = '.vite/placeholders.json';

const MARK = /\bPLACEHOLDER\b:?\s*(.*?)\s*(\*\/)?$/;
const isComment = (text: string) => /^(\/\/|\/\*|\*)/.test(text);

/**
 * The values of the content folder still marked PLACEHOLDER. A mark in a comment after code
 * marks that line; a mark on a comment line marks the next line of code (so a doc comment and
 * a trailing mark on the same value count once).
 */
export function findPlaceholders(contentDir: string, root: string): PlaceholderValue[] {
  const values = new Map<string, PlaceholderValue>();
  const files = fs
    .readdirSync(contentDir)
    .filter((name) => /\.tsx?$/.test(name))
    .sort();
  for (const name of files) {
    const lines = fs.readFileSync(path.join(contentDir, name), 'utf8').split('\n');
    lines.forEach((text, index) => {
      const mark = MARK.exec(text);
      if (!mark) return;
      let target = index;
      if (isComment(text.trim())) {
        target = lines.findIndex((other, i) => i > index && other.trim() !== '' && !isComment(other.trim()));
        if (target === -1) return;
      }
      const file = path.relative(root, path.join(contentDir, name));
      const key = `${file}:${target}`;
      const code = (lines[target] ?? '').replace(/\s*\/\/\s*PLACEHOLDER\b.*$/, '').trim();
      const note = [values.get(key)?.note, mark[1]].filter(Boolean).join('; ');
      values.set(key, {
        file,
        line: target + 1,
        code: code.length > 90 ? `${code.slice(0, 89)}…` : code,
        note,
        ...literalsOf(code, note),
      });
    });
  }
  return [...values.values()];
}

const STRING = String.raw`'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"`;
const PAIR = new RegExp(String.raw`(\w+)\s*:\s*(?:${STRING}|(-?\d+(?:\.\d+)?)\b)`, 'g');
const CONSTANT = new RegExp(String.raw`\bconst\s+(\w+)\s*(?::[^=]+)?=\s*(?:${STRING})`);
const QUOTED = new RegExp(`${STRING}|\`([^\`]*)\``, 'g');
const PART = /^(?:export\s+)?(?:const\s+(\w+)\s*(?::[^=]+)?=|(\w+)\s*:)\s*[[{]\s*$/;

/** PROGRAMME_ENDS_AT as the content's property would be named: programmeEndsAt. */
const camelCase = (name: string) =>
  /^[A-Z0-9_]+$/.test(name) ? name.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()) : name;
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/**
 * What of a marked line can be found in a content: its literals, each with the property it is
 * given to (`stop: 'Pellegrin'`; `title` only when the note names it, as in `// PLACEHOLDER
 * title`), the static parts of a template; or, for a line that only opens an object or a list
 * (`plan: {`), that part's name.
 */
export function literalsOf(code: string, note: string): Pick<PlaceholderMark, 'literals' | 'part'> {
  const literals: PlaceholderMark['literals'] = [];
  const seen = new Set<string>();
  const add = (key: string | null, value: string | number) => {
    if (value === '' || seen.has(String(value))) return;
    seen.add(String(value));
    literals.push({ key, value });
  };
  const constant = CONSTANT.exec(code);
  if (constant) add(camelCase(constant[1] ?? ''), unescape(constant[2] ?? constant[3] ?? ''));
  for (const pair of code.matchAll(PAIR)) {
    const number = pair[4];
    add(pair[1] ?? null, number === undefined ? unescape(pair[2] ?? pair[3] ?? '') : Number(number));
  }
  for (const quoted of code.matchAll(QUOTED)) {
    const text = quoted[1] ?? quoted[2];
    if (text !== undefined) add(null, unescape(text));
    // A template's static parts: `${NAME}, association…` is looked for by ", association…".
    else for (const part of (quoted[3] ?? '').split(/\$\{[^}]*\}/)) add(null, part.trim());
  }
  const named = /^\w+/.exec(note)?.[0];
  const only = literals.filter((literal) => literal.key !== null && literal.key === named);
  const part = PART.exec(code);
  return {
    literals: only.length > 0 ? only : literals,
    part: literals.length === 0 && part ? camelCase(part[1] ?? part[2] ?? '') : null,
  };
}

/** The one line the build prints: the count, and the command that lists the values. */
export function placeholderSummary(count: number): string {
  if (count === 0) return 'No content value is still marked PLACEHOLDER.';
  return `${count} content values are still marked PLACEHOLDER: \`npm run content:todo\` lists them (replace them before going live).`;
}

/** The values, one line each, as `npm run content:todo` prints them. */
export function placeholderLines(values: PlaceholderValue[]): string[] {
  return values.map(({ file, line, code, note }) => `${file}:${line}  ${code}${note === '' ? '' : `  (${note})`}`);
}

/**
 * `npm run build` says in one line how many values the organiser still has to fill in before
 * going live (`npm run content:todo` lists them), and writes the list beside Vite's manifest (a
 * dot-folder: never served), where the server reads the count at start. The SSR build of the
 * same config says nothing: one line per build.
 */
export function placeholderReport(contentDir: string, root: string): Plugin {
  let values: PlaceholderValue[] = [];
  let ssr = false;
  return {
    name: 'congres-placeholder-report',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      values = findPlaceholders(contentDir, root);
      this.emitFile({
        type: 'asset',
        fileName: PLACEHOLDER_REPORT_FILE,
        source: `${JSON.stringify({ count: values.length, values }, null, 2)}\n`,
      });
    },
    closeBundle() {
      if (!ssr) process.stdout.write(`${placeholderSummary(values.length)}\n`);
    },
  };
}
