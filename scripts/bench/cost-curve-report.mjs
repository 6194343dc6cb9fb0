// Section 9 of docs/benchmarks.md: the gallery's cost curve (cost-curve.mjs), its figures
// (every one must exist, or a quick run fails) and its tables.
import { addLighthouseEnvironmentFigures, renderLighthouseEnvironment } from './lighthouse-report.mjs';

const kb = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 2 ** 20).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => `${n < 10 ? n.toFixed(1) : int(n)} ms`;
const verdict = (ok) => (ok ? 'met' : '**missed**');

const ENGINE_LABELS = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const READS = ['firstPage', 'secondPage', 'list', 'document'];

/**
 * The cost curve's numbers, each with its name, added with `add`: every size of every engine,
 * and Lighthouse with its reference where the settings asked for it.
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addCostCurveFigures(r, add) {
  const { sizes, engines, lighthouseAt } = r.settings.costCurve;
  for (const engine of engines) {
    for (const size of sizes) {
      const row = r.costCurve?.curve?.[engine]?.[size];
      const name = `costCurve.${engine}.${size}`;
      add(`${name}.seedSeconds`, row?.seedSeconds);
      for (const read of READS) {
        for (const key of ['reqPerSec', 'p99', 'bytes', 'cpuMicrosPerRequest']) {
          add(`${name}.${read}.${key}`, row?.[read]?.[key]);
        }
      }
      add(`${name}.list.jsonBytes`, row?.list?.jsonBytes);
      add(`${name}.firstPage.coldMs`, row?.firstPage?.coldMs);
      add(`${name}.list.coldMs`, row?.list?.coldMs);
      if (lighthouseAt[engine]?.includes(size)) {
        for (const key of ['performance', 'fcp', 'lcp', 'totalBytes'])
          add(`${name}.lighthouse.${key}`, row?.lighthouse?.[key]);
        for (const key of ['performance', 'lcp']) add(`${name}.reference.${key}`, row?.reference?.[key]);
      }
    }
  }
  if (engines.some((engine) => (lighthouseAt[engine] ?? []).some((size) => sizes.includes(size)))) {
    addLighthouseEnvironmentFigures(r, 'costCurve', r.costCurve?.environment, add);
  }
}

/** A read's cell: req/s · p99 · bytes as sent. */
const readCell = (m) => `${int(m.reqPerSec)} · ${ms(m.p99)} · ${kb(m.bytes)}`;

/** The ratio of the largest size's figure to the smallest's, as "×N". */
const growth = (rows, pick) => {
  const first = pick(rows[0]);
  const last = pick(rows.at(-1));
  return `×${(last / first).toFixed(last / first < 10 ? 2 : 0)}`;
};

/**
 * The section: a table of reads per engine, how each read grew from the smallest size to the
 * largest, then Lighthouse on /vos-photos beside its nginx reference, and the section's targets.
 * @param {any} r The bench's results.
 * @returns {string[]}
 */
export function renderCostCurve(r) {
  const { sizes, engines } = r.settings.costCurve;
  const { curve, shown, loadBefore, loadAfter } = r.costCurve;
  const lines = [
    `## 9. The gallery's cost curve: ${sizes.map(int).join(', ')} photos (decisions 035 and 040)`,
    '',
    `The same server (the production build) with more and more photos, the rows written straight into the database (through its triggers, which keep the list's version and total as an upload does; a publisher per ten photos), real files only for the newest ${shown} (the pages a visitor sees first); the database grows from one size to the next, and each seeding ends as a day of uploads would leave it (PostgreSQL \`VACUUM ANALYZE\`, SQLite a WAL checkpoint), counted in its time. wrk as in section 1 (10 connections, ${r.settings.seconds} s per read). Each cell: **req/s · p99 · bytes as sent** (brotli). The first page is \`GET /api/photos?limit=12\`, the second the same with \`before=\` the first's cursor, the whole list \`GET /api/photos\`, the document \`GET /vos-photos\` as the server answers it. **After a change**: one request's time for the first page and for the whole list right after the list changed (the seeding moved its version, as an upload does), before the server keeps the new answers; memory is the server's resident memory after the reads.`,
    '',
    `**The machine is shared with other engineers' work running at the same time** (load average ${loadBefore.toFixed(1)} when this section started, ${loadAfter.toFixed(1)} when it ended, on ${r.machine.cores} cores): the req/s and p99 move by a factor of two from one run to the next, and across sizes too. The bytes and the ratios between sizes are what to read; compare req/s only within a row.`,
    '',
  ];
  for (const engine of engines) {
    const rows = sizes.map((size) => ({ size, ...curve[engine][size] }));
    lines.push(
      `### ${ENGINE_LABELS[engine] ?? engine}`,
      '',
      '| photos | seeding | first page | second page | whole list | whole list as JSON | `/vos-photos` document | after a change: first page, whole list | server memory |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${int(row.size)} | ${row.seedSeconds.toFixed(row.seedSeconds < 1 ? 2 : 1)} s | ${readCell(row.firstPage)} | ${readCell(row.secondPage)} | ${readCell(
            row.list,
          )} | ${kb(row.list.jsonBytes)} | ${readCell(row.document)} | ${ms(row.firstPage.coldMs)}, ${ms(row.list.coldMs)} | ${Math.round(row.memory / 2 ** 20)} MiB |`,
      ),
      '',
      "The server's CPU time per request (user + system over the same loads, as in section 1), which other work on the machine moves far less than req/s:",
      '',
      '| photos | first page | second page | whole list | `/vos-photos` document |',
      '|---:|---:|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${int(row.size)} | ${READS.map((read) => `${int(row[read].cpuMicrosPerRequest)} µs`).join(' | ')} |`,
      ),
      '',
    );
    if (rows.length > 1) {
      lines.push(
        `From ${int(rows[0].size)} to ${int(rows.at(-1).size)} photos (${growth(rows, (row) => row.size)}): the first page's bytes ${growth(
          rows,
          (row) => row.firstPage.bytes,
        )} and its req/s ${growth(rows, (row) => row.firstPage.reqPerSec)}; the second page's bytes ${growth(
          rows,
          (row) => row.secondPage.bytes,
        )}; the whole list's bytes ${growth(rows, (row) => row.list.bytes)} and its req/s ${growth(
          rows,
          (row) => row.list.reqPerSec,
        )}; the document's bytes ${growth(rows, (row) => row.document.bytes)}. Server CPU per request: the first page ${growth(
          rows,
          (row) => row.firstPage.cpuMicrosPerRequest,
        )}, the whole list ${growth(rows, (row) => row.list.cpuMicrosPerRequest)}; one request right after a change: the first page ${growth(
          rows,
          (row) => row.firstPage.coldMs,
        )}, the whole list ${growth(rows, (row) => row.list.coldMs)}.`,
        '',
      );
    }
  }

  const audited = engines.flatMap((engine) =>
    sizes.filter((size) => curve[engine][size].lighthouse).map((size) => ({ engine, size, ...curve[engine][size] })),
  );
  if (audited.length > 0) {
    // The runs the curve was measured with (a section measured again on its own may differ).
    const runs = r.costCurve.lighthouseRuns ?? r.settings.lighthouseRuns;
    lines.push(
      "### Lighthouse on `/vos-photos` beside nginx's static page of the same twelve thumbnails",
      '',
      renderLighthouseEnvironment(r.costCurve.environment),
      '',
      `Lighthouse 12, mobile preset, as section 7 (${runs > 1 ? `the median of ${runs} runs, every run's score in brackets` : 'one run'}). The reference is a static HTML file served by the bench's nginx: the build's prerendered \`/vos-photos\` without its scripts, its gallery holding the same twelve thumbnails in the gallery's markup (width, height, the first four eager), the site's stylesheet (scripts/bench/gallery-reference.mjs), audited in the same Chromium, interleaved with ours.`,
      '',
      '| engine | photos | performance | FCP | LCP | bytes loaded | reference: performance | reference: LCP | LCP of each run, ours / reference | median LCP ours / reference |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...audited.map(
        ({ engine, size, lighthouse: l, reference: n }) =>
          `| ${ENGINE_LABELS[engine] ?? engine} | ${int(size)} | ${l.performance}${l.scores.length > 1 ? ` (${l.scores.join(', ')})` : ''} | ${ms(
            l.fcp,
          )} | ${ms(l.lcp)} | ${kb(l.totalBytes)} | ${n.performance} | ${ms(n.lcp)} | ${runLcps(l)} / ${runLcps(n)} | ${lcpRatio(l, n).toFixed(2)} |`,
      ),
      '',
    );
  }
  const firstPages = engines.flatMap((engine) => sizes.map((size) => curve[engine][size].firstPage.bytes));
  lines.push(
    '### Targets (decisions 035 and 040), this run',
    '',
    '| target | figure | verdict |',
    '|---|---|---|',
    `| the first page the same size with any number of photos | ${engines
      .map(
        (engine) =>
          `${ENGINE_LABELS[engine]}: ${sizes.map((size) => kb(curve[engine][size].firstPage.bytes)).join(', ')}`,
      )
      .join('; ')} | ${verdict(Math.max(...firstPages) <= 1.1 * Math.min(...firstPages))} |`,
  );
  if (audited.length > 0) {
    lines.push(
      `| Lighthouse mobile performance ≥ 98 on \`/vos-photos\` (100 wished) | ${audited
        .map(({ engine, size, lighthouse: l }) => `${ENGINE_LABELS[engine]} ${int(size)}: ${l.performance}`)
        .join(', ')} | ${verdict(audited.every(({ lighthouse: l }) => l.performance >= 98))} |`,
      `| LCP within 1.2× of nginx's static page of the same thumbnails | ${audited
        .map(
          ({ engine, size, lighthouse: l, reference: n }) =>
            `${ENGINE_LABELS[engine]} ${int(size)}: ${lcpRatio(l, n).toFixed(2)}×`,
        )
        .join(', ')} | ${verdict(audited.every(({ lighthouse: l, reference: n }) => lcpRatio(l, n) <= 1.2))} |`,
    );
  }
  lines.push('');
  return lines;
}

/** The paint compared by its median over the runs (reports written before it: the kept run's). */
function lcpRatio(ours, reference) {
  return (ours.medianLcp ?? ours.lcp) / (reference.medianLcp ?? reference.lcp);
}

function runLcps(audit) {
  return (audit.lcps ?? [audit.lcp]).map((lcp) => Math.round(lcp)).join(', ');
}
