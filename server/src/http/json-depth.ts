/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`: one linear scan of the
 * text, counting `[` and `{` outside strings (an escaped quote does not end a string), that
 * stops at the first level too deep. Run before JSON.parse so that no walk of the parsed value,
 * recursive or not, ever meets a value deeper than that (decision 106). Malformed text is left
 * to JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, a quote included.
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
