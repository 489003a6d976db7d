import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import type { AccessClaims } from './principal.js';

/** What the account services need from the app: passed in, so services stay plain functions. */
export interface AccountsContext {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Config;
  signAccessToken(claims: AccessClaims): string;
}

export function accountsContext(app: FastifyInstance, config: Config): AccountsContext {
  return {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    config,
    signAccessToken: (claims) => app.jwt.sign(claims),
  };
}
