import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config/config.js';

export const OUTBOX_DIR = 'outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A message written in the background; undefined when there is nothing to send after all. */
export type ComposeMail = () => Promise<MailMessage | undefined>;

export interface Mailer {
  /**
   * Sends in the background: the caller answers at once, so that an answer's timing never
   * tells whether a message was sent (i.e. whether an account exists). Given a function, the
   * message is also composed in the background (lookups included). Failures are logged.
   */
  send(message: MailMessage | ComposeMail, options?: SendOptions): void;
  /**
   * Resolves when every message handed to `send` so far is sent (or has failed); messages
   * still waiting for their delay go at once.
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export interface SendOptions {
  /**
   * Compose and send only after this many milliseconds: work that depends on an account (the
   * forgot-password lookup, token and mail) then never runs next to the request that asked
   * for it, nor the one right after (decision 046). The message still goes at drain and close.
   */
  afterMs?: number;
}

/** nodemailer over SMTP_URL, or, with none, a transport that writes .eml files to the outbox. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, OUTBOX_DIR);
  const transport: Transporter =
    config.smtpUrl !== undefined
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  /** Messages waiting for their delay: each goes at once when called. */
  const delayed = new Set<() => void>();

  /** Resolves after `ms`, or as soon as drain or close flushes the delayed messages. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const go = () => {
        clearTimeout(timer);
        delayed.delete(go);
        resolve();
      };
      const timer = setTimeout(go, ms);
      delayed.add(go);
    });
  const flush = () => {
    for (const go of [...delayed]) go();
  };

  async function deliver(messageOrCompose: MailMessage | ComposeMail): Promise<void> {
    const message = typeof messageOrCompose === 'function' ? await messageOrCompose() : messageOrCompose;
    if (message === undefined) return;
    const info = (await transport.sendMail({ from: config.mailFrom, ...message })) as {
      messageId?: string;
      message?: Buffer;
    };
    if (config.smtpUrl !== undefined) {
      log.info({ messageId: info.messageId }, 'mail sent over SMTP');
      return;
    }
    await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    const file = path.join(outbox, name);
    // The outbox holds live reset links: readable by the server's user only.
    await fs.writeFile(file, info.message ?? '', { mode: 0o600 });
    log.info({ file }, 'no SMTP_URL: mail written to the outbox');
  }

  return {
    send(message, options = {}) {
      const start = options.afterMs === undefined ? Promise.resolve() : wait(options.afterMs);
      const job = start
        .then(() => deliver(message))
        .catch((error: unknown) => {
          log.error({ err: error }, 'mail could not be sent');
        });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async drain() {
      flush();
      await Promise.all([...pending]);
    },
    async close() {
      flush();
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
