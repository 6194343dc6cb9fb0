// `node scripts/lib/s3-server.mjs DIR`: s3rver, a real S3-protocol server, on a free loopback
// port with its objects in DIR; prints `{"port":N}` once it listens and stops on SIGTERM.
// Run as a process of its own, so that a load on it never shares an event loop with its client.
// @ts-expect-error s3rver ships no types (it is only started here).
import S3rver from 's3rver';

/** The keys s3rver accepts (any signed request with them is valid). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

if (import.meta.url === `file://${process.argv[1]}`) {
  const [directory] = process.argv.slice(2);
  if (directory === undefined) throw new Error('usage: node scripts/lib/s3-server.mjs DIR');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
