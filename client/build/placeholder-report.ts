import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One content value still marked PLACEHOLDER: where it is and what the mark says. */
export interface PlaceholderValue {
  file: string;
  line: number;
  code: string;
  note: string;
}

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
      values.set(key, { file, line: target + 1, code: code.length > 90 ? `${code.slice(0, 89)}…` : code, note });
    });
  }
  return [...values.values()];
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
