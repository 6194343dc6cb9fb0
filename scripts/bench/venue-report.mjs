// Section 10 of docs/benchmarks.md: the venue's one address (venue.mjs, decisions 044 to 046), its figures
// (every one must exist, or a quick run fails) and its table.

const ms = (n) => `${n < 10 ? n.toFixed(2) : Math.round(n).toLocaleString('en-US')} ms`;

/**
 * The venue's numbers, each with its name, added with `add`.
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addVenueFigures(r, add) {
  const { forgotPassword: f, heavyImages: h, loginFlood: l } = r.venue ?? {};
  add('venue.forgotPassword.medianKnownMs', f?.medianKnownMs);
  add('venue.forgotPassword.medianUnknownMs', f?.medianUnknownMs);
  add('venue.forgotPassword.intervalLowMs', f?.intervalMs?.[0]);
  add('venue.forgotPassword.intervalHighMs', f?.intervalMs?.[1]);
  add('venue.heavyImages.ordinaryMs', h?.ordinaryMs);
  add('venue.heavyImages.twelveMegapixelMs', h?.twelveMegapixelMs);
  add('venue.heavyImages.heavyAllSeconds', h?.heavyAllSeconds);
  add('venue.loginFlood.knownDeviceMs', l?.knownDeviceMs);
  add('venue.loginFlood.pageMs', l?.pageMs);
}

/** The section's lines. @param {any} r */
export function renderVenue(r) {
  const { forgotPassword: f, heavyImages: h, loginFlood: l } = r.venue;
  const [low, high] = f.intervalMs;
  return [
    '## 10. The venue behind one address (decision 044)',
    '',
    'A server of its own with `TRUST_PROXY=true`, the bench naming each request’s address. Decisions 044 to 046.',
    '',
    '| what | figure | target |',
    '| --- | --- | --- |',
    `| request right after forgot-password: median, known email | ${ms(f.medianKnownMs)} | |`,
    `| same, unknown email | ${ms(f.medianUnknownMs)} | |`,
    `| difference of medians, 95 % bootstrap interval (${f.samples} + ${f.samples} alternating samples) | ${ms(f.differenceMs)} [${ms(low)}, ${ms(high)}] | holds 0: ${f.intervalHoldsZero ? 'met' : '**missed**'} |`,
    `| a 640 × 480 photo while ${h.senders} accounts of the same address each send a ${(h.heavyPixels / 1e6).toFixed(0)}-megapixel 16-bit interlaced PNG (${(h.heavyBytes / 1024).toFixed(0)} KB) | ${ms(h.ordinaryMs)} (${h.ordinaryStatus}) | under 2 s: ${h.ordinaryMs < 2000 ? 'met' : '**missed**'} |`,
    `| a 12-megapixel JPEG, same conditions | ${ms(h.twelveMegapixelMs)} (${h.twelveMegapixelStatus}) | under 2 s: ${h.twelveMegapixelMs < 2000 ? 'met' : '**missed**'} |`,
    `| the ${h.senders} heavy images, all published | ${h.heavyAllSeconds.toFixed(1)} s (${h.heavyPublished} published) | |`,
    `| a known device’s login during ${l.failures} failed logins from the same address (${Object.entries(l.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')}) | ${ms(l.knownDeviceMs)} (${l.knownDeviceStatus}) | |`,
    `| a gallery page (GET /api/photos?limit=12) during the same flood | ${ms(l.pageMs)} | |`,
    '',
  ];
}
