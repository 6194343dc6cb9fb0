import { HealthBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Liveness probe for the organiser's hosting (and the tests). */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthBody } } }, () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));
};
export default health;
