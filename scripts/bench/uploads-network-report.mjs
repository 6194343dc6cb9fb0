// Section 12 of docs/benchmarks.md: a batch of photos over a venue's wifi, tus against POST
// (uploads-network.mjs, decision 070), its figures (every one must exist, or a quick run fails)
// and its lines.

/** The target (decision 070): the bytes sent at most this many times the photos' compressed bytes. */
export const BYTES_TARGET = 1.3;

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
const s = (seconds) => `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
const times = (ratio) => `${ratio.toFixed(2)}×`;

/**
 * The section's numbers, each with its name, added with `add`.
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addUploadsNetworkFigures(r, add) {
  const n = r.uploadsNetwork;
  for (const key of ['originalBytes', 'compressedBytes', 'loadBefore', 'loadAfter'])
    add(`uploadsNetwork.${key}`, n?.[key]);
  // The tus side must publish the whole batch: its time exists only then.
  for (const key of ['published', 'seconds', 'bytesSent', 'ratioToCompressed', 'ratioToOriginal', 'cuts'])
    add(`uploadsNetwork.tus.${key}`, n?.tus?.[key]);
  for (const key of ['published', 'seconds', 'bytesSent', 'ratioToCompressed', 'attempts'])
    add(`uploadsNetwork.post.${key}`, n?.post?.[key]);
}

/** The section's lines. @param {any} r */
export function renderUploadsNetwork(r) {
  const { settings: c, tus, post } = r.uploadsNetwork;
  const n = r.uploadsNetwork;
  const kbits = (c.bytesPerSecond * 8) / 1000;
  const once = (side, photos) =>
    `${side.published}/${photos}${side.published === side.distinct ? '' : ` (${side.distinct} distinct)`}`;
  const tusTime = tus.finished
    ? `${s(tus.seconds)} (${s(tus.compressionSeconds)} compressing in the browser, then ${s(tus.transferSeconds)} of transfer)`
    : `did not finish in ${s(c.tusCapMs / 1000)}`;
  const postTime = post.finished
    ? s(post.seconds)
    : `did not finish: gave up after ${s(post.seconds)} (cap: ${s(c.postCapMs / 1000)} or ${c.postAttempts} attempts a photo)`;
  const met = tus.finished && tus.ratioToCompressed <= BYTES_TARGET;
  return [
    '## 12. Photos over a venue’s wifi: tus against `POST /api/upload-photo` (decision 050)',
    '',
    `${c.photos} photo-like JPEGs of ${c.width}×${c.height} (${mb(n.originalBytes)} in all, about ${mb(
      n.originalBytes / c.photos,
    )} each, as a phone takes them; \`photoLikeJpeg\` in seed.mjs), chosen in \`/vos-photos\` by a signed-in page in the project’s Chromium and published with “Publier”: the browser compresses them (${mb(
      n.compressedBytes,
    )} in all), then the queue sends them by tus (decisions 050, 053). The page’s origin is a loopback proxy (scripts/lib/cutting-proxy.mjs) that cuts every open connection every ${
      c.cutEveryMs / 1000
    } s, from the batch’s first upload request on, and counts the bytes the browser sends through it; Chromium’s own throttling (DevTools protocol, \`Network.emulateNetworkConditions\`) holds the page to ${kbits} kbit/s each way, service workers blocked (the throttling of a page does not reach its worker’s requests). Bytes sent: everything the browser sent towards the server during the batch (the photos, the requests’ headers, the resumes’ HEADs, the live stream’s reconnections, the bytes lost in the cuts). Beside it, from the same page through the same proxy and throttling, the very bytes the browser compressed (put back together from its PATCHes) go one by one through \`POST /api/upload-photo\` under an \`Idempotency-Key\` (decision 047), each retried from its first byte after a cut, at once, up to ${
      c.postAttempts
    } attempts a photo and ${s(c.postCapMs / 1000)} for the batch. “Published” is the server’s count of the account’s photos, read directly; the server refuses the same image twice from one account, so ${
      c.photos
    } means each photo exactly once. Load average (1 min) ${n.loadBefore.toFixed(1)} before the section, ${n.loadAfter.toFixed(1)} after.`,
    '',
    '| transfer | published | time | bytes sent towards the server | ÷ compressed photos | ÷ original photos | requests | connections cut |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| tus (the queue on the phone) | ${once(tus, c.photos)} | ${tusTime} | ${mb(tus.bytesSent)} | ${times(
      tus.ratioToCompressed,
    )} | ${times(tus.ratioToOriginal)} | ${tus.requests.POST} creations, ${tus.requests.HEAD} HEAD, ${tus.requests.PATCH} PATCH | ${tus.cuts} |`,
    `| \`POST /api/upload-photo\`, retried whole | ${once(post, post.photos)} | ${postTime} | ${mb(post.bytesSent)} | ${times(
      post.ratioToCompressed,
    )} | ${times(post.ratioToOriginal)} | ${post.attempts} POST | ${post.cuts} |`,
    '',
    `| target | figure | verdict |`,
    '| --- | --- | --- |',
    `| every photo published exactly once through the cuts (tus) | ${once(tus, c.photos)} | ${
      tus.finished && tus.published === c.photos ? 'met' : '**missed**'
    } |`,
    `| bytes sent ≤ ${BYTES_TARGET}× the photos as compressed by the browser (tus) | ${times(tus.ratioToCompressed)} | ${
      met ? 'met' : '**missed**'
    } |`,
    '',
    `${
      tus.finished
        ? `At ${kbits} kbit/s the compressed photos alone take ${s(n.compressedBytes / c.bytesPerSecond)} to send; tus took ${s(
            tus.transferSeconds,
          )} of transfer: the rest is the moment after each cut (a new connection, the chunk Chromium resends refused, a HEAD). `
        : ''
    }The target is read against the compressed photos: they are the payload the phone must send (the browser compresses before anything leaves, spec 5 and 9); against the original files every figure is far below 1×. tus resumes each cut from the offset the server kept (a HEAD, then a PATCH from there), so a cut costs the bytes in flight and a few requests’ headers: Chromium first resends by itself a request cut on a reused connection, the whole chunk at the same offset, which the server refuses at once, closing the connection so that Chromium stops sending it (decision 070; before that change the resend ran on until the next cut and this section measured 1.99×). \`POST /api/upload-photo\` starts the photo again from its first byte, and a photo whose sending at ${kbits} kbit/s takes longer than the ${
      c.cutEveryMs / 1000
    } s between cuts never arrives, however often it is tried: the bytes it sends are all lost. ${
      post.finished
        ? `Here every photo was small enough to pass between two cuts by POST as well (${once(post, post.photos)}).`
        : `Here ${once(post, post.photos)} got through by POST before the cap.`
    }`,
    '',
  ];
}
