import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComposeMail, MailMessage } from '../../src/plugins/mail/mailer.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { resetTokenIn } from './mail-support.js';
import { register } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await register(t.app, { email: 'connue@exemple.fr', username: 'Connue' });
});
afterAll(async () => {
  await t.close();
});

/**
 * Everything one POST /api/forgot-password does itself: each SQL statement run and each mail
 * job handed to the mailer, in order. The mail jobs are kept, not run: what they do happens
 * in the background, after the answer, and is checked apart.
 */
async function requestWork(email: string) {
  const executor = t.app.db.getExecutor();
  const run = executor.executeQuery.bind(executor);
  const queries = vi.spyOn(executor, 'executeQuery');
  const jobs: (MailMessage | ComposeMail)[] = [];
  const trace: string[] = [];
  const send = vi.spyOn(t.app.mailer, 'send').mockImplementation((job) => {
    trace.push(`mail job (${typeof job})`);
    jobs.push(job);
  });
  queries.mockImplementation((compiled, ...rest) => {
    trace.push(`sql: ${compiled.sql}`);
    return run(compiled, ...rest);
  });
  try {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    return { status: res.statusCode, body: res.body, trace, jobs };
  } finally {
    queries.mockRestore();
    send.mockRestore();
  }
}

describe('POST /api/forgot-password, email delivery: an existing and an unknown account cost the same work', () => {
  it('does the same work and gives the same answer for both; the differing work happens after it', async () => {
    const known = await requestWork('connue@exemple.fr');
    const unknown = await requestWork('inconnue@exemple.fr');

    expect(known.status).toBe(200);
    expect(unknown.body).toBe(known.body);
    // No lookup, no token, no mail before the answer: one mail job, queued once it has gone.
    expect(known.trace).toEqual(unknown.trace);
    expect(known.trace).toEqual(['mail job (function)']);

    // The background job does the rest: a link for the existing account, nothing for the other.
    const [knownJob] = known.jobs;
    const [unknownJob] = unknown.jobs;
    if (typeof knownJob !== 'function' || typeof unknownJob !== 'function') throw new Error('no mail job');
    const mail = await knownJob();
    expect(mail?.to).toBe('connue@exemple.fr');
    expect(resetTokenIn(mail?.text ?? '', 'http://congres.test')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await unknownJob()).toBeUndefined();
  });

  it('queues no mail job for a refused request', async () => {
    const refused = await requestWork('pas-une-adresse');
    expect(refused.status).toBe(400);
    expect(refused.trace).toEqual([]);
  });
});
