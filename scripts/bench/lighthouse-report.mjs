// The line under each Lighthouse section of docs/benchmarks.md (7, 9, 13, 14) that says which
// browser, which Lighthouse and how fast a machine its figures come from (decision 112), and
// the figures a run must produce for it.

const int = (n) => Math.round(n).toLocaleString('en-US');

/**
 * The environment's numbers under `name`, added with `add`. A section kept by `--only` from a
 * run older than decision 112 has none and needs none; a section measured now must have them.
 * @param {any} r The bench's results.
 * @param {string} name
 * @param {any} environment What lighthouse.mjs's environmentOf returned for the section.
 * @param {(name: string, value: unknown) => void} add
 */
export function addLighthouseEnvironmentFigures(r, name, environment, add) {
  // A whole or quick run has no `apart`: every section was measured by this code.
  if (environment === undefined && r.apart !== undefined) return;
  add(`${name}.environment.benchmarkIndex`, environment?.benchmarkIndex);
  add(`${name}.environment.audits`, environment?.audits);
  add(`${name}.environment.chromiumMajor`, Number(/Chromium (\d+)\./.exec(environment?.browser ?? '')?.[1]));
}

/**
 * "_Chromium 156.0.…, Lighthouse 12.8.2, benchmark index 1,234 (…)._", or a line saying they
 * were not recorded.
 * @param {any} environment
 * @returns {string}
 */
export function renderLighthouseEnvironment(environment) {
  if (environment === undefined) {
    return '_Browser and benchmark index not recorded: these figures predate the bench recording them (decision 112)._';
  }
  const { browser, lighthouse, benchmarkIndex, lowest, highest, audits } = environment;
  const range = lowest === highest ? '' : `, from ${int(lowest)} to ${int(highest)}`;
  return `_${browser}, Lighthouse ${lighthouse}, benchmark index ${int(benchmarkIndex)} (Lighthouse's measure of this machine's speed when it audits: the median of ${audits} audit${audits > 1 ? 's' : ''}${range}; a slower machine reads lower)._`;
}
