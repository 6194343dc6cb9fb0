// Section 15 of docs/benchmarks.md: attendance per half-day (attendance.mjs, decision 091), its
// figures (every one must exist, or a quick run fails) and its table.

const ms = (n) => `${n < 10 ? n.toFixed(2) : Math.round(n).toLocaleString('en-US')} ms`;

/**
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addAttendanceFigures(r, add) {
  const a = r.attendance;
  add('attendance.p50Ms', a?.p50Ms);
  add('attendance.p99Ms', a?.p99Ms);
  add('attendance.errors', a?.errors);
}

/** The section's lines. @param {any} r */
export function renderAttendance(r) {
  const a = r.attendance;
  return [
    '## 15. Attendance: the room signs within five minutes through one address (decisions 091 and 092)',
    '',
    `A server of its own with \`TRUST_PROXY=true\`. ${a.attendees} signed-in attendees, every request from the venue’s one address, each at a random moment of ${a.seconds} s: opens the address the room’s QR code holds (the signing page), draws for ${a.draw?.min ?? 2} to ${a.draw?.max ?? 10} s, then sends \`POST /api/attendance/{id}/signatures\` with the code the screen showed and a PNG signature (${(a.signatureBytes / 1024).toFixed(1)} KB as a data URL). The screen asks for a new code every 30 s. Decision 091.`,
    '',
    '| what | figure | target |',
    '| --- | --- | --- |',
    `| the signature’s answer, p50 | ${ms(a.p50Ms)} | |`,
    `| the signature’s answer, p99 (max ${ms(a.maxMs)}) | ${ms(a.p99Ms)} | |`,
    `| answers (${Object.entries(a.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}); errors | ${a.errors} | none: ${a.errors === 0 ? 'met' : '**missed**'} |`,
    `| the signing page the QR code opens (${Object.entries(a.pageStatuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}) | | |`,
    `| on the organisers’ list afterwards | ${a.listed} of ${a.attendees} | all: ${a.listed === a.attendees ? 'met' : '**missed**'} |`,
    '',
  ];
}
