// A venue's wifi on loopback, for the upload tests and the bench: a TCP proxy in front of a
// server that counts what goes through it and cuts connections (both sockets, no goodbye),
// once after so many bytes, or all of them at a steady beat.
import net from 'node:net';

/**
 * @typedef {object} CuttingProxyState
 * @property {number} sent Bytes the clients sent (towards the server), cut ones included.
 * @property {number} received Bytes the server sent back.
 * @property {boolean} cut Whether the one cut of `cutAfter` happened.
 * @property {number} sentAfterCut Bytes the clients sent after that cut.
 * @property {number} cuts Connections cut so far (by `cutAfter` or `cutEvery`).
 */

/**
 * @typedef {object} CuttingProxy
 * @property {string} url
 * @property {CuttingProxyState} state
 * @property {(periodMs: number) => void} cutEvery Cuts every open connection every `periodMs`, from now until `close`.
 * @property {() => Promise<void>} close
 */

/**
 * Starts the proxy in front of the loopback `target` (`http://127.0.0.1:port`). With `cutAfter`,
 * the connection through which that many bytes in total have gone is cut, the first time
 * only: the part of its last chunk before that point reaches the server, the rest is lost.
 * `port` listens on that port (a proxy closed, then started again on its port, is a link that
 * went down and came back); a free one by default.
 * @param {string} target
 * @param {{ cutAfter?: number, port?: number }} [options]
 * @returns {Promise<CuttingProxy>}
 */
export async function cuttingProxy(target, { cutAfter = Infinity, port = 0 } = {}) {
  const { port: targetPort } = new URL(target);
  /** @type {CuttingProxyState} */
  const state = { sent: 0, received: 0, cut: false, sentAfterCut: 0, cuts: 0 };
  /** @type {Set<() => void>} each open connection's end */
  const open = new Set();
  const cutAll = () => {
    state.cuts += open.size;
    for (const close of [...open]) close();
  };
  /** @type {NodeJS.Timeout | undefined} */
  let beat;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), '127.0.0.1');
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      open.delete(close);
      client.destroy();
      upstream.destroy();
    };
    open.add(close);
    client.on('data', (/** @type {Buffer} */ chunk) => {
      if (state.cut) state.sentAfterCut += chunk.length;
      state.sent += chunk.length;
      if (!state.cut && state.sent >= cutAfter) {
        state.cut = true;
        // The part of this chunk before the cut reaches the server, the rest is lost.
        upstream.write(chunk.subarray(0, chunk.length - (state.sent - cutAfter)), () => {
          state.cuts += 1;
          close();
        });
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (/** @type {Buffer} */ chunk) => {
      state.received += chunk.length;
      client.write(chunk);
    });
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {net.AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    state,
    cutEvery(periodMs) {
      clearInterval(beat);
      beat = setInterval(cutAll, periodMs);
    },
    close: () =>
      new Promise((resolve) => {
        clearInterval(beat);
        for (const close of [...open]) close();
        server.close(() => resolve(undefined));
      }),
  };
}
