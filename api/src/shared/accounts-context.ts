import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { MailOutbox } from '../mail/outbox.js';
import type { AccessClaims } from './principal.js';

/** What the account services need from the app: passed in, so services stay plain functions. */
export interface AccountsContext {
  db: Kysely<Database>;
  /** Mail is queued in a transaction (mail/outbox.ts queueMail); wake the worker once it has committed. */
  mailOutbox: Pick<MailOutbox, 'wake'>;
  log: FastifyBaseLogger;
  config: Config;
  signAccessToken(claims: AccessClaims): string;
}

export function accountsContext(app: FastifyInstance, config: Config): AccountsContext {
  return {
    db: app.db,
    mailOutbox: app.mailOutbox,
    log: app.log,
    config,
    signAccessToken: (claims) => app.jwt.sign(claims),
  };
}
