// Section 11 of docs/benchmarks.md: the live event stream (live.mjs, decision 057), its figures
// (every one must exist, or a quick run fails) and its table.

const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The live stream's numbers, each with its name, added with `add`.
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addLiveFigures(r, add) {
  for (const setup of ['single', 'two']) {
    for (const key of ['bytesPerStream', 'p50Ms', 'p99Ms', 'lastMedianMs'])
      add(`live.${setup}.${key}`, r.live?.[setup]?.[key]);
  }
}

/** The section's lines. @param {any} r */
export function renderLive(r) {
  const row = (label, f) =>
    `| ${label} | ${f.streams.toLocaleString('en-US')} | ${kb(f.bytesPerStream)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.lastMedianMs)} |`;
  return [
    '## 11. The live event stream (issue 20)',
    '',
    `Streams of \`GET /api/events\` open on loopback, read by the bench's own process (its parsing is in the delays); ${r.live.single.events} small photos published one after the other, each once every stream had the one before. Delay: from the upload sent to each stream receiving the event (image work and the database included). Memory: the servers' resident memory grown while the streams opened. Decision 057.`,
    '',
    '| setup | streams | memory per stream | delay p50 | delay p99 | the last stream, median over the photos |',
    '| --- | --- | --- | --- | --- | --- |',
    row('one process (default: in-process bus, SQLite)', r.live.single),
    row('two instances, PostgreSQL + Redis pub/sub, streams split, photos through the first', r.live.two),
    '',
  ];
}
