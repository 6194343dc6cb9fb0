// Section 16 of docs/benchmarks.md: every certificate as one zip (certificates.mjs, decision
// 095), its figures (every one must exist, or a quick run fails) and its lines.

/**
 * The section's numbers, each with its name, added with `add`.
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addCertificatesFigures(r, add) {
  for (const key of ['participants', 'firstSeconds', 'laterSeconds', 'zipBytes'])
    add(`certificates.${key}`, r.certificates?.[key]);
}

/** The section's lines. @param {any} r */
export function renderCertificates(r) {
  const c = r.certificates;
  const s = (seconds) => `${seconds.toFixed(2)} s`;
  return [
    `## 16. Every certificate as one zip (${c.participants} participants)`,
    '',
    `${c.participants} participants, each with a signed half-day and a QCM before and after, written in the site’s SQLite file; an organiser downloads \`GET /api/attendance/certificates.zip\` (one pdfkit PDF a participant, made as the zip streams; scripts/bench/certificates.mjs). The first download issues each certificate’s code; the next ones read them.`,
    '',
    '| download | time | per certificate | zip |',
    '| --- | --- | --- | --- |',
    `| first (codes issued) | ${s(c.firstSeconds)} | ${((c.firstSeconds * 1000) / c.participants).toFixed(1)} ms | ${(
      c.zipBytes /
      2 ** 20
    ).toFixed(2)} MB |`,
    `| later (best of two) | ${s(c.laterSeconds)} | ${((c.laterSeconds * 1000) / c.participants).toFixed(1)} ms | |`,
    '',
  ];
}
