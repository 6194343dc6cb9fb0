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

/**
 * `npm run build` lists what the organiser still has to fill in before going live, and
 * writes the list beside Vite's manifest (a dot-folder: never served).
 */
export function placeholderReport(contentDir: string, root: string): Plugin {
  let values: PlaceholderValue[] = [];
  return {
    name: 'congres-placeholder-report',
    apply: 'build',
    generateBundle() {
      values = findPlaceholders(contentDir, root);
      this.emitFile({
        type: 'asset',
        fileName: PLACEHOLDER_REPORT_FILE,
        source: `${JSON.stringify({ count: values.length, values }, null, 2)}\n`,
      });
    },
    closeBundle() {
      if (values.length === 0) {
        process.stdout.write('No content value is still marked PLACEHOLDER.\n');
        return;
      }
      const lines = values.map(
        ({ file, line, code, note }) => `  ${file}:${line}  ${code}${note === '' ? '' : `  (${note})`}`,
      );
      process.stdout.write(
        `\n${values.length} content values are still marked PLACEHOLDER: replace them before going live.\n${lines.join('\n')}\n\n`,
      );
    },
  };
}
