import fs from 'node:fs';
import path from 'node:path';
import { addCostCurveFigures, renderCostCurve } from './cost-curve-report.mjs';
import { addFirstVisitFigures, renderFirstVisit } from './first-visit-report.mjs';
import { addLighthouseEnvironmentFigures, renderLighthouseEnvironment } from './lighthouse-report.mjs';
import { addLiveFigures, renderLive } from './live-report.mjs';
import { addRuntimePagesFigures, renderRuntimePages } from './runtime-pages-report.mjs';
import { addUploadsNetworkFigures, renderUploadsNetwork } from './uploads-network-report.mjs';
import { addCertificatesFigures, renderCertificates } from './certificates-report.mjs';
import { addVenueFigures, renderVenue } from './venue-report.mjs';
import { addAttendanceFigures, renderAttendance } from './attendance-report.mjs';
import { addQuizAnswersFigures, renderQuizAnswers } from './quiz-answers-report.mjs';
import { addRoomFigures, renderRoom } from './room-report.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const ratio = (ours, theirs) => `${((ours / theirs) * 100).toFixed(0)} %`;
const mib = (bytes) => (bytes === null ? 'n/a' : `${Math.round(bytes / 2 ** 20)} MiB`);
const verdict = (ok) => (ok ? 'met' : '**missed**');

/** Section 8's setups, in the order of the table. */
const ENGINE_SETUPS = ['one', 'oneBehindNginx', 'twoBehindNginx'];
const ENGINE_LABELS = {
  one: 'PostgreSQL + S3 + Redis, one instance',
  oneBehindNginx: 'the same, behind nginx',
  twoBehindNginx: 'the same, two instances behind nginx',
};

/** Every number the report needs, with its name: a quick run fails when one is not finite. */
function figures(r) {
  const list = {};
  const add = (name, value) => (list[name] = value);
  for (const side of ['ours', 'fastify', 'floor', 'nginx']) {
    for (const key of ['reqPerSec', 'p50', 'p99', 'bytes', 'cpuMicrosPerRequest']) {
      add(`list.${side}.${key}`, r.list?.[side]?.[key]);
      add(`thumb.${side}.${key}`, r.thumb?.[side]?.[key]);
    }
  }
  for (const page of ['/', '/programme']) {
    for (const key of ['reqPerSec', 'p50', 'p99', 'bytes']) add(`pages.${page}.${key}`, r.pages?.[page]?.[key]);
  }
  for (const side of ['photoOurs', 'photoNginx', 'photo', 'thumb']) {
    for (const key of ['reqPerSec', 'p50', 'p99', 'bytes', 'cpuMicrosPerRequest']) {
      add(`deployed.${side}.${key}`, r.deployed?.[side]?.[key]);
    }
  }
  for (const level of Object.keys(r.settings.uploads)) {
    for (const key of ['perSec', 'p99', 'peakMemory']) add(`upload.${level}.${key}`, r.upload?.levels?.[level]?.[key]);
  }
  add('login.perSec', r.login?.perSec);
  for (const setup of ENGINE_SETUPS) {
    add(`engines.${setup}.list.reqPerSec`, r.engines?.[setup]?.list?.reqPerSec);
    add(`engines.${setup}.list.p99`, r.engines?.[setup]?.list?.p99);
    add(`engines.${setup}.upload.perSec`, r.engines?.[setup]?.upload?.perSec);
    add(`engines.${setup}.upload.p99`, r.engines?.[setup]?.upload?.p99);
  }
  add('login.p99', r.login?.p99);
  for (const view of ['home', 'gallery']) {
    for (const key of ['js', 'css', 'entryJs']) add(`weight.${view}.${key}`, r.weight?.[view]?.[key]);
  }
  for (const key of ['withThumbs', 'withFull']) add(`weight.galleryPage.${key}`, r.weight?.galleryPage?.[key]);
  for (const page of new Set([...r.settings.compared, ...r.settings.pages])) {
    for (const key of ['performance', 'accessibility', 'fcp', 'lcp', 'cls', 'tbt', 'totalBytes']) {
      add(`lighthouse.${page}.${key}`, r.lighthouse?.[page]?.[key]);
    }
  }
  for (const page of r.settings.compared) {
    for (const key of ['performance', 'fcp', 'lcp'])
      add(`lighthouseNginx.${page}.${key}`, r.lighthouseNginx?.[page]?.[key]);
  }
  for (const key of ['performance', 'fcp', 'lcp'])
    add(`lighthouseGalleryReference.${key}`, r.lighthouseGalleryReference?.[key]);
  addLighthouseEnvironmentFigures(r, 'lighthouse', r.lighthouseEnvironment, add);
  addCostCurveFigures(r, add);
  addVenueFigures(r, add);
  addLiveFigures(r, add);
  addUploadsNetworkFigures(r, add);
  addFirstVisitFigures(r, add);
  addRuntimePagesFigures(r, add);
  addAttendanceFigures(r, add);
  addCertificatesFigures(r, add);
  addQuizAnswersFigures(r, add);
  addRoomFigures(r, add);
  if (!Array.isArray(r.htmlFirst) || r.htmlFirst.length === 0) add('htmlFirst', undefined);
  for (const row of r.htmlFirst ?? []) {
    for (const key of ['htmlBytes', 'jsToRead', 'hydratingJs']) add(`htmlFirst.${row.route}.${key}`, row[key]);
  }
  return list;
}

/** The names of the figures that were not produced. */
export function missingFigures(results) {
  return Object.entries(figures(results))
    .filter(([, value]) => typeof value !== 'number' || !Number.isFinite(value))
    .map(([name]) => name);
}

const loadRow = (label, m, nginx) =>
  `| ${label} | ${int(m.reqPerSec)} | ${ms(m.p50)} | ${ms(m.p99)} | ${kb(m.bytes)} (${m.encoding}) | ${int(
    m.cpuMicrosPerRequest,
  )} µs | ${nginx ? ratio(m.reqPerSec, nginx.reqPerSec) : ''} | ${
    nginx ? `${(m.cpuMicrosPerRequest / nginx.cpuMicrosPerRequest).toFixed(1)}×` : ''
  } |`;

/** The req/s target, with the floors beside it: whether any server on our stack could have met it. */
const halfOfNginx = (label, m) =>
  `| ${label} | ours ${ratio(m.ours.reqPerSec, m.nginx.reqPerSec)}; floors: Fastify ${ratio(
    m.fastify.reqPerSec,
    m.nginx.reqPerSec,
  )}, node:http ${ratio(m.floor.reqPerSec, m.nginx.reqPerSec)} | ${verdict(m.ours.reqPerSec * 2 >= m.nginx.reqPerSec)} |`;

/**
 * A section measured again on its own (`npm run bench -- --only=…`) says when, under its
 * heading: its figures are not those of the whole run the header dates.
 */
function measuredApart(r, key, [heading, ...rest]) {
  const apart = r.apart?.[key];
  if (apart === undefined) return [heading, ...rest];
  return [
    heading,
    '',
    `_Measured again on its own (\`npm run bench -- --only\`), finished ${apart.date.slice(0, 16).replace('T', ' ')} UTC, load average (1 min) ${apart.loadBefore.toFixed(1)} before it, ${apart.loadAfter.toFixed(1)} after; the other sections are those of the whole run dated above._`,
    ...rest,
  ];
}

/** docs/benchmarks.md: the machine, the date, the tables, the targets and how to read them. */
export function renderReport(r) {
  const { machine: m, list, thumb, pages, upload, login, weight, lighthouse, deployed, engines } = r;
  const sqliteUploads = upload.levels[4] ?? Object.values(upload.levels).at(-1);
  const lines = [];
  const push = (...text) => lines.push(...text);
  push(
    '# Benchmarks',
    '',
    '<!-- Written by `npm run bench` (scripts/bench/run.mjs); the findings come from scripts/bench/findings.md. -->',
    '',
    `Measured ${m.date.slice(0, 16).replace('T', ' ')} UTC on ${m.cpu}, ${m.cores} cores, ${m.ramGiB.toFixed(0)} GiB RAM, Node ${m.node}${
      r.quick ? ' (**quick run**: short loads, few photos; figures only prove the bench works)' : ''
    }; load average (1 min) ${m.loadBefore.toFixed(1)} before the run, ${m.loadAfter.toFixed(1)} after (the machine is shared: above ${
      m.cores
    }, other work competed with the bench). Everything on loopback. Reads are loaded by wrk (one thread, 10 connections, ${r.settings.seconds} s per line), uploads and logins by autocannon; the load generator shares the two cores with the server it loads, so compare lines of the same run, not absolute figures across machines.`,
    '',
    `## 1–3. Reads under load (${int(r.photos)} photos in the database)`,
    '',
    'Requests carry `Accept-Encoding: gzip, deflate, br` as a browser sends it; bytes are the body of one answer as sent.',
    '',
    '| what | req/s | p50 | p99 | bytes on the wire | server CPU per request | req/s ours / nginx | CPU ours / nginx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    loadRow('`GET /api/photos` (ours)', list.ours, list.nginx),
    loadRow('same answer from memory, Fastify with one route', list.fastify, list.nginx),
    loadRow('same answer from memory, bare node:http', list.floor, list.nginx),
    loadRow('same JSON, static file, nginx (gzip_static)', list.nginx),
    loadRow('thumbnail `/uploads/photos/thumbs/…webp` (ours)', thumb.ours, thumb.nginx),
    loadRow('same answer from memory, Fastify with one route', thumb.fastify, thumb.nginx),
    loadRow('same answer from memory, bare node:http', thumb.floor, thumb.nginx),
    loadRow('same thumbnail, nginx', thumb.nginx),
    loadRow('`GET /` (ours)', pages['/']),
    loadRow('`GET /programme` (ours)', pages['/programme']),
    '',
    `The list is ${kb(list.jsonBytes)} of JSON before compression.`,
    '',
    '### Behind nginx: the deployment of `deploy/nginx.conf`',
    '',
    'The same photo and thumbnail through the deployed setup (nginx over HTTPS, the files from disk with the headers Node sends, one worker) beside nginx alone (plain HTTP, a bare `location`) and Node; the ratios are against nginx alone. wrk keeps its connections, so the TLS handshake is paid once per connection, not per request.',
    '',
    '| what | req/s | p50 | p99 | bytes on the wire | server CPU per request | req/s / nginx alone | CPU / nginx alone |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    loadRow('photo `/uploads/photos/….jpg`, ours (Node)', deployed.photoOurs, deployed.photoNginx),
    loadRow('same photo, nginx alone', deployed.photoNginx),
    loadRow('same photo, through `deploy/nginx.conf` (HTTPS)', deployed.photo, deployed.photoNginx),
    loadRow('thumbnail, through `deploy/nginx.conf` (HTTPS)', deployed.thumb, thumb.nginx),
    '',
    `## 4. Uploads: \`POST /api/upload-photo\`, one ${kb(upload.jpegBytes)} 1024×768 JPEG per request`,
    '',
    '| concurrency | photos | photos/s | p50 | p99 | server peak memory (VmHWM) |',
    '|---:|---:|---:|---:|---:|---:|',
    ...Object.entries(upload.levels).map(
      ([c, u]) => `| ${c} | ${u.count} | ${u.perSec.toFixed(1)} | ${ms(u.p50)} | ${ms(u.p99)} | ${mib(u.peakMemory)} |`,
    ),
    '',
    upload.peakResetWorks
      ? 'The peak is reset before each level (`/proc/<pid>/clear_refs`), so each line is that level’s own peak.'
      : 'The peak could not be reset between levels: each line is the peak since the server started.',
    '',
    '## 5. Logins: `POST /api/login_check`',
    '',
    `${login.count} logins of ${r.settings.loginUsers} distinct accounts, 4 at a time: **${login.perSec.toFixed(1)} logins/s**, p50 ${ms(
      login.p50,
    )}, p99 ${ms(login.p99)}. This is bounded by argon2id (19 MiB, t=2) by design: each login hashes once, and that cost is what makes guessing passwords slow. The count is bounded too: the server allows 10 logins per account and 300 per address per 15 minutes, and no setting raises them (rightly: the limits are the defence), so the bench stays below both rather than measuring 429s.`,
    '',
    '## 6. Page weight (from the build, gzip -9)',
    '',
    '| first view | JS | of which the entry | CSS | index.html |',
    '|---|---:|---:|---:|---:|',
    `| \`/\` | ${kb(weight.home.js)} | ${kb(weight.home.entryJs)} | ${kb(weight.home.css)} | ${kb(weight.home.html)} |`,
    `| \`/vos-photos\` | ${kb(weight.gallery.js)} | ${kb(weight.gallery.entryJs)} | ${kb(weight.gallery.css)} | ${kb(
      weight.gallery.html,
    )} |`,
    '',
    `A gallery page of ${weight.galleryPage.count} photos (index.html + JS + CSS + \`/api/photos\` with ${int(
      r.photos,
    )} photos as sent + the images): **${kb(weight.galleryPage.withThumbs)} with the thumbnails** (${kb(
      weight.galleryPage.thumbs,
    )} of images) against ${kb(weight.galleryPage.withFull)} with the full-size images (${kb(weight.galleryPage.full)}).`,
    '',
    '### HTML first: what it takes to read each information page',
    '',
    'Each page’s document as our server sends it (brotli), whether its `<main>` already holds the page (its heading and text) with no script at all, the JS needed before it can be read, and the JS (gzip -9) that then hydrates it: the entry and the page’s own chunk with its imports.',
    '',
    '| page | HTML as sent | text in `<main>` before any script | JS needed to read it | JS that hydrates it |',
    '|---|---:|---:|---:|---:|',
    ...r.htmlFirst.map(
      (row) =>
        `| \`${row.route}\` | ${kb(row.htmlBytes)} (${row.encoding}) | ${int(row.textChars)} characters | ${kb(row.jsToRead)} | ${kb(
          row.hydratingJs,
        )} |`,
    ),
    '',
    `## 7. Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), Chromium, offline, ${24} photos`,
    '',
    renderLighthouseEnvironment(r.lighthouseEnvironment),
    '',
    r.settings.lighthouseRuns > 1
      ? `Each page was audited ${r.settings.lighthouseRuns} times, pages interleaved; the figures are those of the run with the median performance score, every run's score in brackets.`
      : 'One run per page.',
    '',
    '| page | performance | accessibility | FCP | LCP | CLS | TBT | bytes loaded | failed requests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...Object.entries(lighthouse).map(
      ([page, l]) =>
        `| \`${page}\` | ${l.performance}${l.scores.length > 1 ? ` (${l.scores.join(', ')})` : ''} | ${l.accessibility} | ${ms(l.fcp)} | ${ms(l.lcp)} | ${l.cls.toFixed(3)} | ${ms(
          l.tbt,
        )} | ${kb(l.totalBytes)} | ${
          l.failedRequests.length === 0 ? 'none' : l.failedRequests.map((u) => `\`${u.slice(0, 60)}\``).join(', ')
        } |`,
    ),
    '',
    '### The same pages from nginx, in the same run',
    '',
    'Debian’s nginx sending the very files of the build (`client/dist`: the prerendered pages under their clean URLs, text sent as the build’s .gz copies or gzipped on the fly), audited right after ours in the same Chromium: the paint of a page that is only static files. Ratio: ours / nginx (1.00 is as fast as nginx).',
    '',
    '| page | FCP ours | FCP nginx | ratio | LCP ours | LCP nginx | ratio | performance ours / nginx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...[...Object.entries(r.lighthouseNginx), ['/vos-photos', r.lighthouseGalleryReference]].map(([page, n]) => {
      const o = lighthouse[page];
      return `| \`${page}\` | ${ms(o.fcp)} | ${ms(n.fcp)} | ${(o.fcp / n.fcp).toFixed(2)} | ${ms(o.lcp)} | ${ms(n.lcp)} | ${(
        o.lcp / n.lcp
      ).toFixed(
        2,
      )} | ${o.performance} / ${n.performance}${n.scores.length > 1 ? ` (nginx: ${n.scores.join(', ')})` : ''} |`;
    }),
    '',
    `\`/vos-photos\` is compared with a static page that nginx serves beside it: the build's prerendered \`/vos-photos\` without its scripts, its gallery holding the very twelve thumbnails ours shows first (${24} photos here), in the gallery's markup, with the site's stylesheet (scripts/bench/gallery-reference.mjs). Section 9 does the same with more photos.`,
    '',
  );
  push(
    ...measuredApart(r, 'engines', [
      `## 8. Beyond one machine: PostgreSQL, S3-compatible storage, Redis, two instances (${int(r.photos)} photos)`,
    ]),
    '',
    'The same loads as sections 1 and 4: `GET /api/photos` by wrk (10 connections), uploads of one 1024×768 JPEG by autocannon, 4 at a time. PostgreSQL (Debian, fsync on), Redis (Debian) and s3rver (an S3-protocol server in Node) run as servers of their own on the same two cores, with nginx when it stands in front: a second instance adds no core here, so these lines show what each layer costs, not what a second machine adds (docs/scaling.md).',
    '',
    '| setup | list req/s | list p99 | uploads/s | upload p99 |',
    '|---|---:|---:|---:|---:|',
    `| SQLite + photo folder, one instance (the default: sections 1 and 4) | ${int(list.ours.reqPerSec)} | ${ms(
      list.ours.p99,
    )} | ${sqliteUploads.perSec.toFixed(1)} | ${ms(sqliteUploads.p99)} |`,
    ...ENGINE_SETUPS.map(
      (setup) =>
        `| ${ENGINE_LABELS[setup]} | ${int(engines[setup].list.reqPerSec)} | ${ms(engines[setup].list.p99)} | ${engines[
          setup
        ].upload.perSec.toFixed(1)} | ${ms(engines[setup].upload.p99)} |`,
    ),
    '',
    ...measuredApart(r, 'costCurve', renderCostCurve(r)),
    ...measuredApart(r, 'venue', renderVenue(r)),
    ...measuredApart(r, 'live', renderLive(r)),
    ...measuredApart(r, 'uploadsNetwork', renderUploadsNetwork(r)),
    ...measuredApart(r, 'firstVisit', renderFirstVisit(r)),
    ...measuredApart(r, 'runtimePages', renderRuntimePages(r)),
    ...measuredApart(r, 'attendance', renderAttendance(r)),
    ...measuredApart(r, 'certificates', renderCertificates(r)),
    ...measuredApart(r, 'quizAnswers', renderQuizAnswers(r)),
    ...measuredApart(r, 'room', renderRoom(r)),
  );
  const a11y = Object.entries(lighthouse).filter(([, l]) => l.failedA11y.length > 0);
  if (a11y.length > 0) {
    push(
      `Accessibility audits failed: ${a11y.map(([p, l]) => `\`${p}\`: ${l.failedA11y.join(', ')}`).join('; ')}.`,
      '',
    );
  }

  const lh = Object.values(lighthouse);
  push(
    '## Targets (decision 010), this run',
    '',
    '| target | figure | verdict |',
    '|---|---|---|',
    `| Lighthouse mobile performance ≥ 95 on each page | ${lh.map((l) => l.performance).join(', ')} | ${verdict(
      lh.every((l) => l.performance >= 95),
    )} |`,
    `| CLS ≤ 0.02 | ${lh.map((l) => l.cls.toFixed(3)).join(', ')} | ${verdict(lh.every((l) => l.cls <= 0.02))} |`,
    `| accessibility 100 | ${lh.map((l) => l.accessibility).join(', ')} | ${verdict(lh.every((l) => l.accessibility === 100))} |`,
    `| first view of \`/\` ≤ 100 KB of JS gzipped | ${kb(weight.home.js)} | ${verdict(weight.home.js <= 100 * 1024)} |`,
    `| gallery page of 12 photos ≤ 600 KB | ${kb(weight.galleryPage.withThumbs)} | ${verdict(
      weight.galleryPage.withThumbs <= 600 * 1024,
    )} |`,
    halfOfNginx('`GET /api/photos` ≥ ½ nginx req/s', list),
    halfOfNginx('thumbnails ≥ ½ nginx req/s', thumb),
    '',
    ...htmlFirstTargets(r),
    '',
    fs.readFileSync(path.join(import.meta.dirname, 'findings.md'), 'utf8').trim(),
    '',
  );
  return lines.join('\n');
}

/** The HTML-first targets (decisions 020 and 021) with this run's figures (only the pages this run measured). */
function htmlFirstTargets(r) {
  const { lighthouse, lighthouseNginx, htmlFirst } = r;
  const perfect = ['/', '/programme'].filter((page) => lighthouse[page]);
  const all = Object.entries(lighthouse);
  const compared = Object.entries(lighthouseNginx);
  const rows = [
    '## Targets (decision 020), this run',
    '',
    '| target | figure | verdict |',
    '|---|---|---|',
    `| Lighthouse performance 100 on ${perfect.map((p) => `\`${p}\``).join(' and ')} | ${perfect
      .map((p) => lighthouse[p].performance)
      .join(', ')} | ${verdict(perfect.every((p) => lighthouse[p].performance === 100))} |`,
  ];
  if (lighthouse['/vos-photos']) {
    const score = lighthouse['/vos-photos'].performance;
    rows.push(`| Lighthouse performance ≥ 98 on \`/vos-photos\` | ${score} | ${verdict(score >= 98)} |`);
  }
  rows.push(
    `| accessibility 100 | ${all.map(([, l]) => l.accessibility).join(', ')} | ${verdict(
      all.every(([, l]) => l.accessibility === 100),
    )} |`,
    `| CLS 0 | ${all.map(([, l]) => l.cls.toFixed(3)).join(', ')} | ${verdict(all.every(([, l]) => l.cls === 0))} |`,
    `| LCP within 1.2× of nginx serving the same HTML | ${compared
      .map(([page, n]) => `\`${page}\` ${(lighthouse[page].lcp / n.lcp).toFixed(2)}×`)
      .join(', ')} | ${verdict(compared.every(([page, n]) => lighthouse[page].lcp <= 1.2 * n.lcp))} |`,
    `| no JS needed to read an information page | ${htmlFirst
      .map((row) => `\`${row.route}\` ${kb(row.jsToRead)}`)
      .join(', ')} | ${verdict(htmlFirst.every((row) => row.jsToRead === 0))} |`,
    '| every information page complete with scripts off, and with the network off after one visit | checked by the browser tests, not the bench: `e2e/html-first.spec.ts`, `e2e/offline.spec.ts` | see `npm test` |',
  );
  return rows;
}
