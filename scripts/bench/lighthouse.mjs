import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';

/** The project's Chromium (Debian's unless CHROMIUM_PATH names another). */
export const chromePath = chromiumPath;
const CHROME_FLAGS = ['--headless', ...chromiumFlags];

/**
 * Lighthouse 12 with its default (mobile) settings: simulated slow 4G and a 4× slower CPU.
 * One Chromium for all pages, closed at the end; performance and accessibility only. With
 * `runs` > 1, each page is audited that many times, interleaved (page after page, round after
 * round, so a burst of other work on the machine does not fall on one page only), and the run
 * with the median performance score is kept: its figures, its score, and the scores of all;
 * plus every run's LCP and their median (`medianLcp`).
 */
export async function audit(urls, { runs = 1, blockedUrlPatterns = [] } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const all = Object.fromEntries(urls.map((url) => [url, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const url of urls) all[url].push(await auditOnce(chrome.port, url, blockedUrlPatterns));
    }
    return Object.fromEntries(
      Object.entries(all).map(([url, results]) => {
        const sorted = [...results].sort((a, b) => a.performance - b.performance);
        const median = sorted[Math.floor(sorted.length / 2)];
        // The paint's median over every run, beside the median-score run's own figures: a ratio
        // of two single runs swings with one burst of other work on the machine.
        const lcps = results.map((result) => result.lcp);
        const medianLcp = [...lcps].sort((a, b) => a - b)[Math.floor(lcps.length / 2)];
        return [url, { ...median, scores: results.map((result) => result.performance), lcps, medianLcp }];
      }),
    );
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's main-thread work, in three parts (ms): scripting, style and layout, the rest. */
function mainThread(audits) {
  const items = audits['mainthread-work-breakdown'].details?.items ?? [];
  const sum = (groups) =>
    items.filter((item) => groups.includes(item.group)).reduce((total, item) => total + item.duration, 0);
  const all = items.reduce((total, item) => total + item.duration, 0);
  const scripting = sum(['scriptEvaluation', 'scriptParseCompile']);
  const styleLayout = sum(['styleLayout']);
  return { scripting, styleLayout, other: all - scripting - styleLayout, total: all };
}

async function auditOnce(port, url, blockedUrlPatterns) {
  // A trace is sometimes lost on a busy machine (NO_NAVSTART...): up to three tries.
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Neither the full page's screenshot nor the back/forward cache's check (a navigation away
      // and back) is read by the bench; both come after the figures are taken: a second and a half
      // less per audit.
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache'],
      // `*/sw.js` (first-visit.mjs): the same visit without the service worker's install.
      blockedUrlPatterns,
    });
    lhr = runner.lhr;
    if (!lhr.runtimeError) break;
    process.stderr.write(`Lighthouse on ${url}, try ${attempt}: ${lhr.runtimeError.code}\n`);
  }
  const { categories, audits, runtimeError, runWarnings } = lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    mainThread: mainThread(audits),
    totalBytes: audits['total-byte-weight'].numericValue,
    failedRequests: (audits['network-requests'].details?.items ?? [])
      // The live event stream (decision 057) stays open by design: not a failure.
      .filter((item) => !(item.resourceType === 'EventSource' && item.finished === false))
      .filter((item) => item.statusCode >= 400 || item.statusCode === -1 || item.finished === false)
      .map((item) => item.url),
    failedA11y: Object.values(audits)
      .filter((a) => categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => a.id),
    warnings: runWarnings,
  };
}
