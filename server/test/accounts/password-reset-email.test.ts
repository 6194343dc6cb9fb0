import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mailText, resetTokenIn, startSmtpListener } from './mail-support.js';
import { callGuarded, login, register } from './support.js';

let t: TestApp | undefined;
let stopSmtp: (() => Promise<void>) | undefined;
afterEach(async () => {
  await t?.close();
  await stopSmtp?.();
  t = undefined;
  stopSmtp = undefined;
});

const LINK_SENT =
  'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé. Il est valable une heure.';

describe('password reset, email delivery (the default)', () => {
  it('mails the link over SMTP from MAIL_FROM; the link resets; old tokens are revoked', async () => {
    const smtp = await startSmtpListener();
    stopSmtp = smtp.stop;
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Congrès <congres@example.fr>' });
    const app = t.app;
    const account = await register(app);
    const oldToken = await login(app, account.email, account.password);

    const res = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      // A forged Host header must not end up in the link.
      headers: { host: 'evil.example' },
      payload: { email: 'Alice@Example.fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LINK_SENT });
    await app.mailer.drain();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('congres@example.fr');
    expect(mail.to).toEqual(['alice@example.fr']);
    expect(mail.raw).not.toContain('evil.example');
    const token = resetTokenIn(mail.raw, 'http://congres.test');

    const done = await app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { password: 'a brand new password' },
    });
    expect(done.statusCode).toBe(200);
    expect(await login(app, account.email, 'a brand new password')).toBeTruthy();
    expect((await callGuarded(app, oldToken)).statusCode).toBe(401);

    await app.mailer.drain();
    expect(smtp.received).toHaveLength(2);
    expect(mailText(smtp.received[1]!.raw)).toContain('mot de passe a été modifié');
  });

  it('does its work after the answer and the requests right after it: no token, no mail until later', async () => {
    const smtp = await startSmtpListener();
    stopSmtp = smtp.stop;
    t = await startTestApp({ SMTP_URL: smtp.url });
    const app = t.app;
    const account = await register(app);
    const tokens = () => app.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    const res = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: account.email } });
    expect(res.statusCode).toBe(200);
    // The next requests come and go: the account has not even been looked up yet (decision 046).
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/photos?limit=12' })).statusCode).toBe(200);
    }
    expect(await tokens()).toEqual([]);
    expect(smtp.received).toEqual([]);
    // Later (here: at once, by drain), the token is made and the link mailed.
    await app.mailer.drain();
    expect(await tokens()).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('answers the same 200 for an unknown email, and sends nothing', async () => {
    const smtp = await startSmtpListener();
    stopSmtp = smtp.stop;
    t = await startTestApp({ SMTP_URL: smtp.url });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nobody@example.fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LINK_SENT });
    await t.app.mailer.drain();
    expect(smtp.received).toEqual([]);
  });

  it('without SMTP_URL writes an .eml (mode 0600) to DATA_DIR/outbox and logs the file, not the link', async () => {
    const lines: string[] = [];
    t = await startTestApp();
    const { buildApp } = await import('../../src/app.js');
    const app = await buildApp(t.config, { level: 'info', stream: { write: (line: string) => void lines.push(line) } });
    try {
      const account = await register(app);
      await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: account.email } });
      await app.mailer.drain();
      const outbox = path.join(t.dataDir, 'outbox');
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const file = path.join(outbox, files[0]!);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const token = resetTokenIn(fs.readFileSync(file, 'utf8'), 'http://congres.test');
      const res = await app.inject({
        method: 'POST',
        url: `/api/reset-password/${token}`,
        payload: { password: 'a brand new password' },
      });
      expect(res.statusCode).toBe(200);
      await app.mailer.drain();
      expect(fs.readdirSync(outbox)).toHaveLength(2);
      // The log names the file, and never holds the token, even in the reset request's URL.
      const log = lines.join('\n');
      expect(log).toContain(file);
      expect(log).toContain('/api/reset-password/[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
