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
    for (const step of ['event', 'shown']) {
      for (const key of ['p50Ms', 'p99Ms', 'lastMs'])
        add(`live.${setup}.content.${step}.${key}`, r.live?.[setup]?.content?.[step]?.[key]);
    }
    add(`live.${setup}.content.shown.failed`, r.live?.[setup]?.content?.shown?.failed);
  }
}

/** The section's lines. @param {any} r */
export function renderLive(r) {
  const row = (label, f) =>
    `| ${label} | ${f.streams.toLocaleString('en-US')} | ${kb(f.bytesPerStream)} | ${ms(f.p50Ms)} | ${ms(f.p99Ms)} | ${ms(f.lastMedianMs)} |`;
  return [
    '## 11. The live event stream (decision 057)',
    '',
    `Streams of \`GET /api/events\` open on loopback, read by the bench's own process (its parsing is in the delays); ${r.live.single.events} small photos published one after the other, each once every stream had the one before. Delay: from the upload sent to each stream receiving the event (image work and the database included). Memory: the servers' resident memory grown while the streams opened. Decision 057.`,
    '',
    '| setup | streams | memory per stream | delay p50 | delay p99 | the last stream, median over the photos |',
    '| --- | --- | --- | --- | --- | --- |',
    row('one process (default: in-process bus, SQLite)', r.live.single),
    row('two instances, PostgreSQL + Redis pub/sub, streams split, photos through the first', r.live.two),
    '',
    ...renderContentPublication(r),
  ];
}

/** The delay from "Publier" to every open stream (decision 082). @param {any} r */
function renderContentPublication(r) {
  const { single, two } = r.live;
  const row = (label, f) =>
    `| ${label} | ${f.streams.toLocaleString('en-US')} | ${ms(f.content.event.p50Ms)} | ${ms(f.content.event.p99Ms)} | ${ms(f.content.event.lastMs)} | ${ms(f.content.shown.p50Ms)} | ${ms(f.content.shown.p99Ms)} | ${ms(f.content.shown.lastMs)} | ${f.content.shown.failed.toLocaleString('en-US')} |`;
  return [
    '### A content publication reaching every open stream (decision 082)',
    '',
    `The same streams, then ${single.content.publications} publication${single.content.publications === 1 ? '' : 's'} of the content through the API (\`PUT /api/content/draft\`, then \`POST /api/content/publish\`: "Publier"), each cancelling or restoring one talk, one after the other once every stream had read the one before; on two instances, published through the first. Delay: from \`POST /api/content/publish\` sent to each stream receiving \`content-published\` ("event"), and to that stream's reader having its \`GET /api/content\` answered with the new version, as an open page asks for it on the event ("read": every stream asks at once, so this is the thundering herd of a publication; a page also asks for the versions' list, not counted). The last stream: the slowest stream's delay, the worst of the publications. A read that failed (an error, or another version) is left out of the read delays and counted: that page shows the former content until the next event. Decision 082.`,
    '',
    '| setup | streams | event p50 | event p99 | event, the last stream | read p50 | read p99 | read, the last stream | reads failed |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row('one process (in-process bus, SQLite)', single),
    row('two instances, PostgreSQL + Redis pub/sub, streams split, published through the first', two),
    '',
  ];
}
