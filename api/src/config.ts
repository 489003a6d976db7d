import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * The API's configuration, read once from the environment at start-up and validated against a TypeBox
 * schema. A bad value stops start-up with one line that names the variable (ConfigError).
 */

const Port = (fallback: number, hint: string) =>
  Type.Integer({ minimum: 0, maximum: 65535, default: fallback, description: hint });
const Url = (hint: string) => Type.String({ pattern: '^https?://[^\\s]+$', description: hint });
const Positive = (fallback: number, hint: string) =>
  Type.Integer({ minimum: 1, default: fallback, description: hint });

/** Unless DB_QUERY_TIMEOUT_MS says otherwise, the client waits this much longer than the statement timeout. */
const QUERY_TIMEOUT_MARGIN_MS = 1000;

const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
    description: 'must be one of development, production, test',
  }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'must be a host name or address' }),
  PORT: Port(4000, 'must be a TCP port number between 0 and 65535'),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info', description: 'must be one of fatal, error, warn, info, debug, trace, silent' },
  ),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://[^\\s]+$',
      description:
        'must be a postgres:// or postgresql:// connection URL (leave it unset for the embedded database)',
    }),
  ),
  DATA_DIR: Type.String({ minLength: 1, default: '.data', description: 'must be a directory path' }),
  DB_POOL_MAX: Positive(10, 'must be a whole number of connections, at least 1'),
  DB_PREPARED_STATEMENTS: Type.Boolean({ default: true, description: 'must be true or false' }),
  DB_STATEMENT_TIMEOUT_MS: Positive(5000, 'must be a whole number of milliseconds, at least 1'),
  // No default here: it follows DB_STATEMENT_TIMEOUT_MS (see loadConfig).
  DB_QUERY_TIMEOUT_MS: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'must be a whole number of milliseconds, longer than DB_STATEMENT_TIMEOUT_MS',
    }),
  ),
  DB_LOCK_TIMEOUT_MS: Type.Integer({
    minimum: 0,
    default: 2000,
    description: 'must be a whole number of milliseconds (0: no limit)',
  }),
  JWT_SECRET: Type.Optional(
    Type.String({ minLength: 32, description: 'must be at least 32 characters long' }),
  ),
  ACCESS_TOKEN_TTL_SECONDS: Positive(900, 'must be a whole number of seconds, at least 1'),
  REFRESH_TOKEN_TTL_DAYS: Positive(30, 'must be a whole number of days, at least 1'),
  PUBLIC_URL: Url('must be the http(s) URL where people open the site, e.g. https://branch.example.org'),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://[^\\s]+$', description: 'must be an smtp:// or smtps:// URL' }),
  ),
  MAIL_FROM: Type.String({
    minLength: 3,
    description: 'must be a sender such as "Branch <noreply@example.org>"',
  }),
  ADMIN_USERNAME: Type.Optional(Type.String({ minLength: 3, description: 'must be at least 3 characters' })),
  ADMIN_EMAIL: Type.Optional(
    Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', description: 'must be an email address' }),
  ),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, description: 'must be at least 8 characters' })),
  REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://[^\\s]+$', description: 'must be a redis:// or rediss:// URL' }),
  ),
  CORS_ORIGINS: Type.String({
    description: 'must be a comma-separated list of origins such as https://branch.example.org',
  }),
  RATE_LIMIT_MAX: Positive(300, 'must be a whole number of requests per minute, at least 1'),
  AUTH_RATE_LIMIT_MAX: Positive(10, 'must be a whole number of attempts per minute, at least 1'),
  ACCOUNT_RATE_LIMIT_MAX: Type.Optional(
    Type.Integer({ minimum: 1, description: 'must be a whole number of requests per minute, at least 1' }),
  ),
  PUBLIC_CACHE_TTL_MS: Type.Integer({
    minimum: 0,
    maximum: 60_000,
    default: 1000,
    description: 'must be a whole number of milliseconds from 0 (off) to 60000',
  }),
  TRUST_PROXY: Type.Boolean({ default: false, description: 'must be true or false' }),
  SEED_DEMO_CONTENT: Type.Boolean({ default: false, description: 'must be true or false' }),
  IMAGE_MAX_PIXELS: Positive(25_000_000, 'must be a whole number of pixels, at least 1'),
  IMAGE_CONCURRENCY: Type.Optional(
    Type.Integer({ minimum: 1, description: 'must be a whole number of images at once, at least 1' }),
  ),
  IMAGE_QUEUE: Type.Integer({
    minimum: 0,
    default: 32,
    description: 'must be a whole number of waiting requests, at least 0',
  }),
});

type Env = Static<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  /** PostgreSQL server when set; the embedded PGlite database in `dataDir` otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  dbPoolMax: number;
  /** Reads as named prepared statements on PostgreSQL (off behind a transaction-mode pooler). */
  dbPreparedStatements: boolean;
  /** PostgreSQL cancels a statement that runs longer than this (server side). */
  dbStatementTimeoutMs: number;
  /**
   * The API gives up on a query that has had no answer for this long (client side: a network cut, a hung
   * server), and discards its connection. Longer than the statement timeout, so the server cancels first.
   */
  dbQueryTimeoutMs: number;
  /** A statement waiting longer than this for a lock fails (server side); 0 means no limit. */
  dbLockTimeoutMs: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { username: string | undefined; email: string | undefined; password: string | undefined };
  redisUrl: string | undefined;
  corsOrigins: string[];
  /** Requests per minute of one address without a valid access token (plugins/security.ts). */
  rateLimitMax: number;
  /** Requests per minute of one signed-in account, wherever it calls from (default: twice rateLimitMax). */
  accountRateLimitMax: number;
  authRateLimitMax: number;
  /** How long visitors' answers of public read routes are reused; 0 = off (plugins/public-cache.ts). */
  publicCacheTtlMs: number;
  trustProxy: boolean;
  /** Load the demo content into empty tables at start-up (`npm start` sets it; production leaves it off). */
  seedDemoContent: boolean;
  /**
   * Image work of one process (shared/image-work.ts): the pixel budget of an image, how many are decoded at
   * once (unset: one fewer than the cores, at least 1), and how many requests may wait for a turn.
   */
  images: { maxPixels: number; concurrency: number | undefined; queue: number };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const SECRET_VARIABLES = new Set(['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'REDIS_URL', 'ADMIN_PASSWORD']);

const DEV_ORIGINS = [8080, 8081, 8082, 8083].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

function describe(schema: TSchema): string {
  const description = (schema as { description?: unknown }).description;
  return typeof description === 'string' ? description : 'is invalid';
}

/** Reads `env` (usually `process.env`) into a Config, or throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, baseDir = defaultBaseDir()): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key]?.trim();
    // An empty variable means "not set": compose files and shells often export empty values.
    if (value !== undefined && value !== '') raw[key] = value;
  }
  raw.PUBLIC_URL ??= 'http://localhost:8080';
  raw.MAIL_FROM ??= 'Constituency Branch <no-reply@localhost>';
  raw.CORS_ORIGINS ??= DEV_ORIGINS.join(',');

  const value = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  const [first] = Value.Errors(EnvSchema, value);
  if (first) {
    const variable = first.instancePath.split('/')[1] ?? 'environment';
    const property = EnvSchema.properties[variable as keyof Env] as TSchema | undefined;
    // Values that may carry credentials are never echoed into logs.
    const given = SECRET_VARIABLES.has(variable) ? undefined : raw[variable];
    throw new ConfigError(
      variable,
      `${property ? describe(property) : first.message}${given === undefined ? '' : ` (got "${given}")`}.`,
    );
  }
  const parsed = value as Env;

  const corsOrigins = parsed.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const badOrigin = corsOrigins.find((origin) => origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin));
  if (badOrigin)
    throw new ConfigError(
      'CORS_ORIGINS',
      `${describe(EnvSchema.properties.CORS_ORIGINS)} (got "${badOrigin}").`,
    );

  const dbQueryTimeoutMs =
    parsed.DB_QUERY_TIMEOUT_MS ?? parsed.DB_STATEMENT_TIMEOUT_MS + QUERY_TIMEOUT_MARGIN_MS;
  if (dbQueryTimeoutMs <= parsed.DB_STATEMENT_TIMEOUT_MS) {
    throw new ConfigError(
      'DB_QUERY_TIMEOUT_MS',
      `${describe(EnvSchema.properties.DB_QUERY_TIMEOUT_MS)} (got "${dbQueryTimeoutMs}", statement timeout ${parsed.DB_STATEMENT_TIMEOUT_MS}).`,
    );
  }

  const dataDir = path.resolve(baseDir, parsed.DATA_DIR);
  if (parsed.NODE_ENV === 'production' && !parsed.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET', 'must be set (at least 32 characters) when NODE_ENV=production.');
  }

  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    logLevel: parsed.LOG_LEVEL,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    dbPoolMax: parsed.DB_POOL_MAX,
    dbPreparedStatements: parsed.DB_PREPARED_STATEMENTS,
    dbStatementTimeoutMs: parsed.DB_STATEMENT_TIMEOUT_MS,
    dbQueryTimeoutMs,
    dbLockTimeoutMs: parsed.DB_LOCK_TIMEOUT_MS,
    jwtSecret: parsed.JWT_SECRET ?? localJwtSecret(dataDir),
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: parsed.REFRESH_TOKEN_TTL_DAYS,
    publicUrl: parsed.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    admin: { username: parsed.ADMIN_USERNAME, email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD },
    redisUrl: parsed.REDIS_URL,
    corsOrigins,
    rateLimitMax: parsed.RATE_LIMIT_MAX,
    accountRateLimitMax: parsed.ACCOUNT_RATE_LIMIT_MAX ?? 2 * parsed.RATE_LIMIT_MAX,
    authRateLimitMax: parsed.AUTH_RATE_LIMIT_MAX,
    publicCacheTtlMs: parsed.PUBLIC_CACHE_TTL_MS,
    trustProxy: parsed.TRUST_PROXY,
    seedDemoContent: parsed.SEED_DEMO_CONTENT,
    images: {
      maxPixels: parsed.IMAGE_MAX_PIXELS,
      concurrency: parsed.IMAGE_CONCURRENCY,
      queue: parsed.IMAGE_QUEUE,
    },
  };
}

/**
 * Relative paths (DATA_DIR) are taken from where the user ran npm, not from the workspace npm switched to,
 * so `npm run start:api` at the root keeps its data in the root's `.data/`.
 */
function defaultBaseDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/**
 * Outside production a signing secret is generated once and kept in DATA_DIR, so that sessions survive a
 * restart without anyone having to invent a secret for a local run.
 */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not created yet.
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
