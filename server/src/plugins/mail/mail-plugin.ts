import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: SMTP_URL when set, else .eml files in DATA_DIR/outbox. */
    mailer: Mailer;
  }
}

/** The mailer, closed with the server after the messages still being sent have gone. */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const mailer = createMailer(app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mail' },
);
