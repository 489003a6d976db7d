import { randomUUID } from 'node:crypto';
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/kysely.js';
import mailPlugin from './mail/mail.plugin.js';
import aboutRoutes from './modules/about/about.routes.js';
import auditRoutes from './modules/audit/audit.routes.js';
import authRoutes from './modules/auth/auth.routes.js';
import galleryRoutes from './modules/gallery/gallery.routes.js';
import healthRoutes from './modules/health/health.routes.js';
import verificationRoutes from './modules/auth/verification.routes.js';
import sessionsRoutes from './modules/auth/sessions.routes.js';
import { createTwoFactorPolicy } from './modules/auth/two-factor.policy.js';
import twoFactorRoutes from './modules/auth/two-factor.routes.js';
import invitationsRoutes from './modules/invitations/invitations.routes.js';
import mediaRoutes from './modules/media/media.routes.js';
import newsRoutes from './modules/news/news.routes.js';
import organisationRoutes from './modules/organisation/organisation.routes.js';
import projectsRoutes from './modules/projects/projects.routes.js';
import rolesRoutes from './modules/roles/roles.routes.js';
import siteFeedsRoutes from './modules/site-feeds/site-feeds.routes.js';
import siteRoutes from './modules/site/site.routes.js';
import trashRoutes from './modules/trash/trash.routes.js';
import usersRoutes from './modules/users/users.routes.js';
import { findPrincipal } from './modules/auth/sessions.repository.js';
import { bootstrapSuperAdmin } from './modules/users/users.service.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin, { frameworkErrorHandler, notFoundHandler } from './plugins/errors.js';
import publicCachePlugin from './plugins/public-cache.js';
import securityPlugin from './plugins/security.js';
import formNormalisePlugin from './plugins/form-normalise.js';
import idempotencyPlugin from './plugins/idempotency.js';
import textGuardPlugin from './plugins/text-guard.js';
import { configureImageWork } from './shared/image-work.js';
import { redactUrl } from './shared/log-redaction.js';
import { requestLogger } from './shared/request-logger.js';
import { nestsDeeperThan, tooDeepError } from './shared/json-guard.js';
import { ACCESS_LEVELS } from './shared/access.js';
import { formSchemaVocabulary } from './shared/form-schemas.js';
import { buildSerializer } from './plugins/serializer.js';
import { ErrorBody, PaginationSchema } from './shared/schemas.js';
import { version } from './version.js';

export interface BuildOptions {
  /** An already opened database (tests pass their isolated one); opened from `config` otherwise. */
  database?: DatabaseHandle;
  /** Overrides the logger (tests silence it or capture it). */
  logger?: FastifyServerOptions['logger'];
}

/** How Ajv validates requests (bodies are not converted: see buildValidators). */
export const AJV_OPTIONS = {
  customOptions: {
    // Report every invalid field at once, so forms can show each message beside its field.
    allErrors: true,
    removeAdditional: true,
    coerceTypes: 'array',
    useDefaults: true,
    // Each issue carries the schema it broke, where a form field's own messages are declared.
    verbose: true,
  },
  plugins: [formSchemaVocabulary],
} satisfies FastifyServerOptions['ajv'];

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Logs a request as Fastify does (method, URL, host, address), with the values of secret-carrying query
 * parameters hidden: `GET /api/invitations/validate?token=…` must not write the token to the log.
 */
function withRequestSerializer(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return {
    ...logger,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      ...logger.serializers,
    },
  };
}

/**
 * The server's logger at `level`, secrets redacted. At `silent` none at all: Fastify then makes no per-request
 * child logger either, which a silent pino logger would cost every request for nothing.
 */
function loggerOf(level: Config['logLevel']): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.token'],
  };
}

/**
 * Query strings, path parameters and headers arrive as text, so their values are converted to the types
 * the schema names (`?page=2` is a number). A JSON body already has types: converting there would accept
 * `{"username": 123}` as "123" and `{"role": ["admin"]}` as "admin", so bodies are checked as sent.
 */
function buildValidators(): BuildCompilerFromPool {
  const converting = AjvCompiler();
  const exact = AjvCompiler();
  return (externalSchemas, options) => {
    const forText = converting(externalSchemas, options);
    const forBody = exact(externalSchemas, {
      ...options,
      mode: undefined,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    });
    // Fastify hands the compiler the route's definition ({ schema, httpPart, … }), not the bare schema,
    // whatever the compiler's declared parameter says.
    const compile = (route: RouteDefinition) => {
      const forPart = (route.httpPart as string) === 'body' ? forBody : forText;
      return forPart(route);
    };
    return compile as unknown as ReturnType<BuildCompilerFromPool>;
  };
}

/**
 * The whole API as a Fastify instance, ready for `inject` or `listen`. Does not listen and does not migrate:
 * the server entry does both.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Image decoding is bounded per process: the last app built sets the limits.
  configureImageWork(config.images);
  const app = Fastify({
    logger: withRequestSerializer(options.logger ?? loggerOf(config.logLevel)),
    childLoggerFactory: requestLogger,
    // Trust a caller's request id only when it looks like one; otherwise mint our own.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a malformed %-escape, an over-long path value) in the error envelope too.
    frameworkErrors: frameworkErrorHandler,
    ajv: AJV_OPTIONS,
    schemaController: {
      compilersFactory: { buildValidator: buildValidators(), buildSerializer: buildSerializer() },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Every /api route must say who may call it (see shared/access.ts).
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !ACCESS_LEVELS.includes(route.config?.access as never)) {
      throw new Error(
        `Route ${route.method.toString()} ${route.url} declares no access policy (config.access).`,
      );
    }
  });

  // A JSON content type with an empty body (curl -H 'Content-Type: application/json' -X POST …/logout) is a
  // request without a body, not an error; anything else goes to Fastify's own parser, which guards
  // against prototype poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text)) {
      done(tooDeepError(), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  // The API reads JSON (and multipart where a route takes a file): a JSON text sent as text/plain is a 415
  // that names the problem, not a string body that fails validation with a vague message.
  app.removeContentTypeParser('text/plain');

  app.addSchema(ErrorBody);
  app.addSchema(PaginationSchema);

  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(formNormalisePlugin);
  // Its rate limit is an onRequest hook registered before those of auth and the public cache, so that every
  // request counts: cached reads, refused tokens and unknown paths too. The two plugins it asks about are
  // registered below; it asks only while serving.
  await app.register(securityPlugin, {
    config,
    accountOf: (request) => app.tokenAccount(request),
    answeredFromCache: (request) => app.publicCacheAnswers(request),
  });
  await app.register(docsPlugin, { version });
  app.setNotFoundHandler(notFoundHandler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.dbPoolMax,
      preparedStatements: config.dbPreparedStatements,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      queryTimeoutMs: config.dbQueryTimeoutMs,
      lockTimeoutMs: config.dbLockTimeoutMs,
      onError: (error) => app.log.warn({ err: error }, 'database connection error'),
    }));
  await app.register(dbPlugin, { database, owned: !options.database });
  await app.register(mailPlugin, { config });
  // Before the modules: its hooks check the declared access of every route registered after it.
  const twoFactorPolicy = createTwoFactorPolicy();
  await app.register(authPlugin, {
    config,
    findPrincipal,
    twoFactorRequired: (db) => twoFactorPolicy.requiredForAdmins(db),
  });
  // Before the modules, so its hooks see every route; after security, whose rate limit counts cached answers.
  await app.register(publicCachePlugin, { ttlMs: config.publicCacheTtlMs });
  // After auth: a stored answer is replayed only to the caller who made the original request.
  await app.register(idempotencyPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version });
      await api.register(mediaRoutes);
      await api.register(authRoutes, { config });
      await api.register(verificationRoutes, { config });
      await api.register(sessionsRoutes, { config });
      await api.register(twoFactorRoutes, { config, policy: twoFactorPolicy });
      await api.register(usersRoutes, { config });
      await api.register(rolesRoutes, { config });
      await api.register(invitationsRoutes, { config });
      await api.register(newsRoutes);
      await api.register(projectsRoutes);
      await api.register(aboutRoutes);
      await api.register(organisationRoutes);
      await api.register(galleryRoutes);
      await api.register(siteFeedsRoutes, { config });
      await api.register(siteRoutes);
      await api.register(auditRoutes);
      await api.register(trashRoutes);
    },
    { prefix: '/api' },
  );

  // First start: a super administrator from ADMIN_* when there are no users (the server migrates first).
  app.addHook('onReady', async () => {
    await bootstrapSuperAdmin(app.db, config.admin, app.log);
  });

  return app;
}
