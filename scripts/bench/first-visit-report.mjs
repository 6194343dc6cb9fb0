// Section 13 of docs/benchmarks.md: the first visit (first-visit.mjs, decision 076), its
// figures (every one must exist, or a quick run fails) and its table.

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The first visit's numbers, each with its name, added with `add`.
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addFirstVisitFigures(r, add) {
  const pages = Object.entries(r.firstVisit ?? {});
  if (pages.length === 0) add('firstVisit', undefined);
  for (const [page, f] of pages) {
    for (const mode of ['allowed', 'blocked']) {
      for (const key of ['performance', 'tbt']) add(`firstVisit.${page}.${mode}.${key}`, f[mode]?.[key]);
      for (const key of ['scripting', 'styleLayout', 'other'])
        add(`firstVisit.${page}.${mode}.mainThread.${key}`, f[mode]?.mainThread?.[key]);
    }
    add(`firstVisit.${page}.scripts.brotliBytes`, f.scripts?.brotliBytes);
  }
}

/** The section's lines. @param {any} r */
export function renderFirstVisit(r) {
  const row = (page, f) => {
    const { allowed: a, blocked: b } = f;
    const work = (m) => `${ms(m.scripting)} / ${ms(m.styleLayout)} / ${ms(m.other)}`;
    return `| \`${page}\` | ${a.performance} (${a.scores.join(', ')}) | ${ms(a.tbt)} | ${work(a.mainThread)} | ${b.performance} (${b.scores.join(', ')}) | ${ms(b.tbt)} | ${work(b.mainThread)} | ${ms(a.mainThread.total - b.mainThread.total)} | ${f.scripts.files} files, ${kb(f.scripts.brotliBytes)} |`;
  };
  return [
    '## 13. The first visit on a phone: the service worker allowed and blocked (issue 29)',
    '',
    'Lighthouse 12 mobile (simulated slow 4G, 4× CPU), a new profile each time, 24 photos in the gallery. "Allowed": the service worker registers and installs during the visit, as on a real first visit (decision 076: it registers once the page has loaded and gone idle, and installs the pages first); "blocked": `*/sw.js` refused. Main-thread work: scripting / style and layout / the rest, in Lighthouse\'s simulated milliseconds; "the worker costs": the main-thread work of the allowed visit minus that of the blocked one. JavaScript before interactive: the scripts the page runs before it hydrates, from the build (the app and its page, brotli), as e2e/first-visit.spec.ts checks them. Each figure is the median-score run of those in brackets.',
    '',
    '| page | score, worker allowed | TBT | main thread | score, worker blocked | TBT | main thread | the worker costs | JavaScript before interactive |',
    '| --- | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: |',
    ...Object.entries(r.firstVisit).map(([page, f]) => row(page, f)),
    '',
  ];
}
