// Section 14 of docs/benchmarks.md: the pages rendered at run time from a published version
// (runtime-pages.mjs, decision 087), its figures (every one must exist, or a quick run fails)
// and its tables.
import { addLighthouseEnvironmentFigures, renderLighthouseEnvironment } from './lighthouse-report.mjs';

const ms = (n) => `${n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 1 : 0 })} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The section's numbers, each with its name, added with `add`.
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addRuntimePagesFigures(r, add) {
  const f = r.runtimePages;
  for (const key of ['pages', 'first', 'median', 'brotliBytes']) add(`runtimePages.render.${key}`, f?.render?.[key]);
  const pages = Object.entries(f?.pages ?? {});
  if (pages.length === 0) add('runtimePages.pages', undefined);
  for (const [page, p] of pages) {
    for (const side of ['ours', 'nginx']) {
      for (const key of ['lcp', 'fcp', 'performance']) add(`runtimePages.${page}.${side}.${key}`, p[side]?.[key]);
    }
  }
  addLighthouseEnvironmentFigures(r, 'runtimePages', f?.environment, add);
}

/** The section's lines. @param {any} r */
export function renderRuntimePages(r) {
  const { render, pages, version } = r.runtimePages;
  const scores = (side) => (side.scores.length > 1 ? ` (${side.scores.join(', ')})` : '');
  return [
    '## 14. The pages rendered again on a publication (decision 087)',
    '',
    renderLighthouseEnvironment(r.runtimePages.environment),
    '',
    `The server renders every information page again from each published version (decision 087). **Render**: the ${render.pages} pages (every prerendered route but the gallery, which is rendered with its photos) rendered from a version with a moved and a cancelled slot by the build's server entry, each compressed with brotli and gzip, one after the other in one process, as the server does when it hears of a publication; the first round (code loaded cold) and the median of the ${render.rounds - 1} after it. **Paint**: Lighthouse 12 mobile as section 7, on the pages the server rendered from version ${version}, and on the very same bytes sent by the bench's nginx at the same addresses (a copy of the build whose prerendered files are replaced by ours), audited in the same Chromium, interleaved; LCP is the median of every run. **The machine is shared with other engineers' work running at the same time** (the load average is said above): compare the ratios, not the milliseconds.`,
    '',
    '| every page rendered again | first round | then (median) | brotli bytes of the pages |',
    '| --- | ---: | ---: | ---: |',
    `| ${render.pages} pages | ${ms(render.first)} | ${ms(render.median)} | ${kb(render.brotliBytes)} |`,
    '',
    '| page | LCP ours | LCP nginx, same bytes | ratio | FCP ours | FCP nginx | performance ours / nginx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...Object.entries(pages).map(
      ([page, { ours, nginx }]) =>
        `| \`${page}\` | ${ms(ours.lcp)} | ${ms(nginx.lcp)} | ${(ours.lcp / nginx.lcp).toFixed(2)} | ${ms(ours.fcp)} | ${ms(nginx.fcp)} | ${ours.performance}${scores(ours)} / ${nginx.performance}${scores(nginx)} |`,
    ),
    '',
    `Target (decision 087): LCP within 1.1× of nginx sending the same bytes: ${Object.entries(pages)
      .map(([page, { ours, nginx }]) => `\`${page}\` ${(ours.lcp / nginx.lcp).toFixed(2)}×`)
      .join(
        ', ',
      )}, ${Object.values(pages).every(({ ours, nginx }) => ours.lcp <= nginx.lcp * 1.1) ? 'met' : '**missed**'}.`,
    '',
  ];
}
