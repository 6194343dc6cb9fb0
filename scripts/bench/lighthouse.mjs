import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';

/** The project's Chromium (Debian's unless CHROMIUM_PATH names another). */
export const chromePath = chromiumPath;
const CHROME_FLAGS = ['--headless', ...chromiumFlags];

/** The median of `values` (the upper one of the two middle values when their count is even). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * What `audit` audits: a URL, or a URL under a name of its own with the requests it refuses
 * (first-visit.mjs audits each page twice, with its scripts and without them).
 * @typedef {string | { id: string, url: string, blockedUrlPatterns?: string[] }} Target
 */

/**
 * Lighthouse 12 with its default (mobile) settings: simulated slow 4G and a 4× slower CPU.
 * One Chromium for all pages, closed at the end; performance and accessibility only. With
 * `runs` > 1, each target is audited that many times, interleaved (target after target, round
 * after round, so a burst of other work on the machine does not fall on one target only), and
 * the run with the median performance score is kept: its figures, its score, and the scores of
 * all; plus every run's LCP, TBT, main-thread total and Lighthouse's benchmark index, with the
 * medians of the first three; and the browser and Lighthouse that measured (decision 112).
 * Results are keyed by URL, or by the target's `id`.
 * @param {Target[]} targets
 * @param {{ runs?: number, blockedUrlPatterns?: string[] }} [options] `blockedUrlPatterns`: for every target that names none.
 */
export async function audit(targets, { runs = 1, blockedUrlPatterns = [] } = {}) {
  const list = targets.map((target) =>
    typeof target === 'string' ? { id: target, url: target, blockedUrlPatterns } : { blockedUrlPatterns, ...target },
  );
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await browserVersion(chrome.port);
    const all = Object.fromEntries(list.map(({ id }) => [id, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const { id, url, blockedUrlPatterns: blocked } of list) {
        all[id].push({ ...(await auditOnce(chrome.port, url, blocked)), browser });
      }
    }
    return Object.fromEntries(
      Object.entries(all).map(([id, results]) => {
        const kept = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
        // Medians over every run beside the median-score run's own figures: a ratio of two
        // single runs swings with one burst of other work on the machine.
        const every = (pick) => results.map(pick);
        const lcps = every((result) => result.lcp);
        const tbts = every((result) => result.tbt);
        const mainThreadTotals = every((result) => result.mainThread.total);
        return [
          id,
          {
            ...kept,
            scores: every((result) => result.performance),
            lcps,
            medianLcp: median(lcps),
            tbts,
            medianTbt: median(tbts),
            mainThreadTotals,
            medianMainThread: median(mainThreadTotals),
            benchmarkIndexes: every((result) => result.benchmarkIndex),
            loadedPerRun: every((result) => result.loaded),
          },
        ];
      }),
    );
  } finally {
    chrome.kill();
  }
}

/**
 * The browser, Lighthouse's version and its benchmark index (the median over every run of
 * `audits`, with their count and range) behind a section's Lighthouse figures: a figure read
 * without them cannot be compared with one from another machine (decision 112). Undefined
 * when the section audited nothing.
 * @param {Array<{ browser: string, lighthouseVersion: string, benchmarkIndexes: number[] }>} audits
 */
export function environmentOf(audits) {
  const indexes = audits.flatMap((result) => result.benchmarkIndexes ?? []);
  if (indexes.length === 0) return undefined;
  return {
    browser: [...new Set(audits.map((result) => result.browser))].join(', '),
    lighthouse: [...new Set(audits.map((result) => result.lighthouseVersion))].join(', '),
    benchmarkIndex: median(indexes),
    lowest: Math.min(...indexes),
    highest: Math.max(...indexes),
    audits: indexes.length,
  };
}

/**
 * "Chromium 156.0.8078.108", as the browser's DevTools endpoint says it: Lighthouse's
 * `environment.hostUserAgent` is the reduced user agent, which reads 156.0.0.0.
 */
async function browserVersion(port) {
  const { Browser: product } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const version = /([\d.]+)$/.exec(product)?.[1];
  return version === undefined ? String(product) : `Chromium ${version}`;
}

/**
 * What the page loaded, by kind: `scripts` counts every script answered (2xx or 3xx), so a run
 * whose scripts were refused shows 0; stylesheets and images say the page was still drawn.
 */
function loadedResources(audits) {
  const answered = (audits['network-requests'].details?.items ?? []).filter(
    (item) => item.statusCode >= 200 && item.statusCode < 400,
  );
  const count = (test) => answered.filter(test).length;
  return {
    scripts: count((item) => item.resourceType === 'Script' || /\.m?js$/.test(new URL(item.url).pathname)),
    stylesheets: count((item) => item.resourceType === 'Stylesheet'),
    images: count((item) => item.resourceType === 'Image'),
  };
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
      // Every script (first-visit.mjs): the same page drawn from its HTML, styles and images alone.
      blockedUrlPatterns,
    });
    lhr = runner.lhr;
    if (!lhr.runtimeError) break;
    process.stderr.write(`Lighthouse on ${url}, try ${attempt}: ${lhr.runtimeError.code}\n`);
  }
  const { categories, audits, runtimeError, runWarnings, environment, lighthouseVersion } = lhr;
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
    loaded: loadedResources(audits),
    lighthouseVersion,
    benchmarkIndex: environment.benchmarkIndex,
  };
}
