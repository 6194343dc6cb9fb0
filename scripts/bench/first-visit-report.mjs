// Section 13 of docs/benchmarks.md: the first visit (first-visit.mjs, decisions 076 and 112),
// its figures (every one must exist, or a quick run fails) and its table.
import { addLighthouseEnvironmentFigures, renderLighthouseEnvironment } from './lighthouse-report.mjs';

const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => `${int(n)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// Reported, never asserted: the bench fails on a missing figure, not on a timing (decision 098).
const verdict = (ok) => (ok ? 'met' : '**missed**');

/** The targets of decisions 112 and 113: main-thread work within 3× of the page without scripts, TBT ≤ 150 ms. */
const RATIO_TARGET = 3;
const TBT_TARGET = 150;

/**
 * The first visit's numbers, each with its name, added with `add`.
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addFirstVisitFigures(r, add) {
  const pages = Object.entries(r.firstVisit?.pages ?? {});
  if (pages.length === 0) add('firstVisit.pages', undefined);
  for (const [page, f] of pages) {
    for (const key of ['performance', 'tbt', 'mainThread'])
      add(`firstVisit.${page}.withScripts.${key}`, f.withScripts?.[key]);
    for (const key of ['tbt', 'mainThread']) add(`firstVisit.${page}.withoutScripts.${key}`, f.withoutScripts?.[key]);
    add(`firstVisit.${page}.ratio`, f.ratio);
    add(`firstVisit.${page}.scripts.files`, f.scripts?.files);
    add(`firstVisit.${page}.scripts.brotliBytes`, f.scripts?.brotliBytes);
  }
  addLighthouseEnvironmentFigures(r, 'firstVisit', r.firstVisit?.environment, add);
}

/** A median with every run's value in brackets (none when there was one run). */
const withRuns = (median, values, format) =>
  values.length > 1 ? `${format(median)} (${values.map(int).join(', ')})` : format(median);

/** The section's lines. @param {any} r */
export function renderFirstVisit(r) {
  const { environment, pages } = r.firstVisit;
  const rows = Object.entries(pages);
  const runs = rows[0]?.[1].withScripts.scores.length ?? 0;
  const ratioMet = rows.filter(([, f]) => f.ratio <= RATIO_TARGET).length;
  const tbtMet = rows.filter(([, f]) => f.withScripts.tbt <= TBT_TARGET).length;
  const row = ([page, f]) => {
    const { withScripts: a, withoutScripts: b } = f;
    return `| \`${page}\` | ${withRuns(a.performance, a.scores, String)} | ${withRuns(a.tbt, a.tbts, ms)} | ${ms(b.tbt)} | ${ms(a.mainThread)} | ${ms(b.mainThread)} | ${f.ratio.toFixed(1)}× | ${verdict(f.ratio <= RATIO_TARGET)} | ${verdict(a.tbt <= TBT_TARGET)} | ${f.scripts.files} files, ${kb(f.scripts.brotliBytes)} |`;
  };
  return [
    '## 13. The first visit on a phone: each page beside the same page without its scripts (decisions 076, 112 and 113)',
    '',
    renderLighthouseEnvironment(environment),
    '',
    `**How this section is measured.** Each page a visitor opens first is audited by Lighthouse 12 with its mobile defaults (simulated slow 4G, the CPU slowed 4×), in a new profile each time, with 24 photos in the gallery and the service worker allowed: it registers and installs during the visit, as on a real first visit (decision 076). Beside it, in the same Chromium, the same page is audited with every script refused (Lighthouse's blocked URLs \`*.js\` and \`*.mjs\`): the browser parses the same HTML, applies the same styles, decodes the same images and runs none of our code (the bench fails if that run loaded a script, or no stylesheet or image). That page's main-thread work is the yardstick: it carries this machine's own speed, so **the ratio** (the main-thread work with the scripts ÷ without them) says what our scripts add on any machine, where a score or a Total Blocking Time alone rises and falls with the machine. The two are audited **interleaved** (a page with its scripts, the same without, the next page with, …, round after round), so a burst of other work on this shared machine falls on both sides of a ratio rather than on one. ${runs > 1 ? `Each figure is the **median of ${runs} runs** (every run's in brackets), and the ratio is that of the two medians: a ratio of two single runs swings.` : 'Each figure is of **one run** (a quick run; a whole run takes the medians of three, since a ratio of two single runs swings).'} **Lighthouse's benchmark index** (the line above) is its own measure of the machine's speed, taken at each audit: milliseconds and scores compare only between runs of a similar index; the ratio moves far less from one machine to another. Main-thread work is Lighthouse's (the work observed, slowed 4×). Targets (decisions 112 and 113): the main-thread work within ${RATIO_TARGET}× of the page without its scripts, and a TBT of at most ${TBT_TARGET} ms (the TBT without scripts is the floor this machine gives the page itself); the bench reports them and never fails on them (decision 098). JavaScript before interactive: the scripts the page runs before it hydrates, from the build (the app and its page, brotli), as e2e/first-visit.spec.ts checks them.`,
    '',
    `| page | score | TBT | TBT without its scripts | main thread, with its scripts | main thread, without them | ratio | ratio ≤ ${RATIO_TARGET}× | TBT ≤ ${TBT_TARGET} ms | JavaScript before interactive |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |',
    ...rows.map(row),
    '',
    `Targets (decisions 112 and 113), this run: the ratio within ${RATIO_TARGET}× on ${ratioMet} of ${rows.length} page${rows.length > 1 ? 's' : ''}, the TBT within ${TBT_TARGET} ms on ${tbtMet} of ${rows.length}.`,
    '',
  ];
}
