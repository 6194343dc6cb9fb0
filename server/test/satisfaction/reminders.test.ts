import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { mailText, startSmtpListener } from '../accounts/mail-support.js';
import { login, register } from '../accounts/support.js';
import { signHalfDay } from '../evidence/support.js';
import { newMember } from '../gallery/support/sign-in.js';
import { bearer } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { newParticipant, postAnswers } from './support.js';

let t: TestApp | undefined;
let stopSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  await stopSmtp?.();
  t = undefined;
  stopSmtp = undefined;
});

// The seed's questionnaire opens on 2025-05-23 at 17h in Bordeaux (15:00 UTC, summer time).
const DAY_AFTER_8H59 = Date.parse('2025-05-24T06:59:00Z');
const DAY_AFTER_9H = Date.parse('2025-05-24T07:00:00Z');
const DAY_AFTER_18H = Date.parse('2025-05-24T16:00:00Z');
const TWO_DAYS_AFTER = Date.parse('2025-05-25T08:00:00Z');

describe('the satisfaction reminder email', () => {
  it('goes the day after the opening, from 9h, once to each participant whose address has not answered', async () => {
    const smtp = await startSmtpListener();
    stopSmtp = smtp.stop;
    t = await startTestApp({ SMTP_URL: smtp.url }, { contentSeed: await testContentSeed() });
    const app = t.app;
    const waiting = await newParticipant(app, 'Camille Oubli');
    const answered = await newParticipant(app, 'Sacha Diligent');
    const res = await postAnswers(app, answered.token, { globale: 4, objectifs: 4 });
    expect(res.statusCode, res.body).toBe(201);
    // Signed nothing: not a participant, never reminded (decision 105).
    await newMember(app, 'Dominique Absent');
    // Answered, deleted the account, registered again with the same address and signed: the
    // address has answered, so the new account is not reminded either.
    const leaving = await newParticipant(app, 'Jo Revenu');
    expect((await postAnswers(app, leaving.token, { globale: 5, objectifs: 5 })).statusCode).toBe(201);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await register(app, { email: leaving.email, username: 'Jo Revenu', password: leaving.password })).status,
    ).toBe(201);
    const backToken = await login(app, leaving.email, leaving.password);
    await signHalfDay(app, { ...leaving, id: Number(decodeJwt(backToken).sub), token: backToken }, 'apres-midi');

    expect(await app.satisfactionReminders.run(DAY_AFTER_8H59)).toBe(0);
    expect(await app.satisfactionReminders.run(DAY_AFTER_9H)).toBe(1);
    await app.mailer.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([waiting.email]);
    const text = mailText(smtp.received[0]?.raw ?? '');
    expect(text).toContain('Bonjour Camille Oubli,');
    expect(text).toContain('Pour répondre : http://congres.test/quizz/satisfaction');

    // Later the same day, and by a second check racing the first: nobody is mailed twice.
    const again = await Promise.all([
      app.satisfactionReminders.run(DAY_AFTER_18H),
      app.satisfactionReminders.run(DAY_AFTER_18H),
    ]);
    expect(again).toEqual([0, 0]);
    // An account made later that day is reminded once too; none after that day.
    const late = await newParticipant(app, 'Noa Tardif');
    expect(await app.satisfactionReminders.run(DAY_AFTER_18H)).toBe(1);
    await newParticipant(app, 'Lou Après');
    expect(await app.satisfactionReminders.run(TWO_DAYS_AFTER)).toBe(0);
    await app.mailer.drain();
    expect(smtp.received.map((mail) => mail.to)).toEqual([[waiting.email], [late.email]]);
  });
});
