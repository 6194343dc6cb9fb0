import http from 'node:http';
import Fastify from 'fastify';
import { onCleanup } from './processes.mjs';

/** Headers that belong to one connection or one moment, not to the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The floors: servers in the bench's process that answer every request with the very answer
 * ours gave (`sample`: the same bytes and the same headers, the security headers included)
 * from memory, with no hooks, no database, nothing else. `node:http` alone is the floor of
 * any Node server; Fastify with one route is the floor of any server on our stack. Between
 * nginx and the first lies the cost of Node's HTTP stack, between the second and ours the
 * cost of our code. The bench's process is idle while wrk runs, so its CPU time is the
 * floor's (wrk is a child process: its time is not counted in ours).
 */
export async function startFloorServer(sample, kind) {
  const headers = Object.fromEntries(Object.entries(sample.headers).filter(([name]) => !PER_CONNECTION.has(name)));
  let server;
  if (kind === 'fastify') {
    const app = Fastify({ logger: false });
    app.get('/', (_request, reply) => reply.headers(headers).send(sample.body));
    await app.listen({ host: '127.0.0.1', port: 0 });
    onCleanup(() => app.close());
    server = app.server;
  } else {
    server = http.createServer((_request, response) => {
      response.writeHead(200, headers);
      response.end(sample.body);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    onCleanup(
      () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
  }
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, pid: process.pid };
}
