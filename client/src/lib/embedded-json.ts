// The JSON the server writes after `#root` for the page's first render to read (the gallery's
// first page, decision 040; the published version, 087; the history's versions, 107), so that
// hydration renders what the HTML holds without asking the API first.

/** Server-written JSON inside a <script>: `<` escaped, so that no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The JSON the document holds under `id`, parsed; undefined without one (or outside a browser, or unreadable). */
export function embeddedJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
