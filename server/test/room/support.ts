import type { FastifyInstance } from 'fastify';
import { bearer } from '../moderation/support.js';
import type { TestApp } from '../support/test-app.js';

/** Where `t` listens (started the first time it is asked): the event streams need a real socket. */
export async function listening(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const auth = (token?: string) => (token === undefined ? {} : bearer(token));

/** The room's API (decision 118) as a phone or an organiser's page calls it. */
export function roomClient(app: FastifyInstance) {
  return {
    list: (slot: string, token?: string) =>
      app.inject({ method: 'GET', url: `/api/questions?slot=${encodeURIComponent(slot)}`, headers: auth(token) }),
    ask: (token: string, body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/questions', headers: bearer(token), payload: body }),
    vote: (token: string, id: number | string) =>
      app.inject({ method: 'PUT', url: `/api/questions/${id}/vote`, headers: bearer(token) }),
    unvote: (token: string, id: number | string) =>
      app.inject({ method: 'DELETE', url: `/api/questions/${id}/vote`, headers: bearer(token) }),
    moderate: (token: string, id: number | string, body: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/questions/${id}`, headers: bearer(token), payload: body }),
    polls: (slot: string, token?: string) =>
      app.inject({ method: 'GET', url: `/api/polls?slot=${encodeURIComponent(slot)}`, headers: auth(token) }),
    createPoll: (token: string, body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/polls', headers: bearer(token), payload: body }),
    openPoll: (token: string, id: number | string) =>
      app.inject({ method: 'POST', url: `/api/polls/${id}/open`, headers: bearer(token) }),
    closePoll: (token: string, id: number | string) =>
      app.inject({ method: 'POST', url: `/api/polls/${id}/close`, headers: bearer(token) }),
    votePoll: (token: string, id: number | string, choice: unknown) =>
      app.inject({ method: 'PUT', url: `/api/polls/${id}/vote`, headers: bearer(token), payload: { choice } }),
    /** The member erases their account (DELETE /api/account with their password). */
    erase: (member: { token: string; password: string }) =>
      app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: bearer(member.token),
        payload: { password: member.password },
      }),
  };
}
