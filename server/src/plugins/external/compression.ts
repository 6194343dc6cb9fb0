import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Brotli or gzip for text answers; images are already compressed and left alone. */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality is far too slow for on-the-fly answers.
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
