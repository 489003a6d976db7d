import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createMailer, type Mailer } from './mailer.js';
import { createMailOutbox, type MailOutbox } from './outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The transport (SMTP, or log and memory); only the outbox's worker sends through it. */
    mailer: Mailer;
    /** The durable outbox's worker: wake it after queueing mail, drain it in tests. */
    mailOutbox: MailOutbox;
  }
}

/**
 * The mailer and the outbox worker. The worker starts when the app is ready (after the server has
 * migrated the database) and stops on close, before the database plugin closes the pool (onClose hooks
 * run in reverse order of registration).
 */
async function mailPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const outbox = createMailOutbox({ db: app.db, mailer, log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('mailOutbox', outbox);
  app.addHook('onReady', async () => {
    outbox.start();
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db'] });
