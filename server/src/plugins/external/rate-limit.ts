import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Makes `app.createRateLimit` available. Nothing is limited globally: the account routes
 * pick their own limits (routes/api/rate-limits.ts), per address and per account.
 */
export async function rateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}
