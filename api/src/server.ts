import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoContent } from './db/seed/index.js';
import { pruneTokens } from './modules/auth/token-cleanup.js';

/** Process entry: configuration, migrations, listen, and a graceful stop on SIGINT/SIGTERM. */

let config: Config;
let pruneTimer: NodeJS.Timeout | undefined;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp(config);
try {
  const applied = await migrateToLatest(app.db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (config.seedDemoContent) {
    await seedDemoContent(app.db);
    app.log.info('demo content in place');
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: app.database.kind, ...(app.database.kind === 'pglite' && { dataDir: config.dataDir }) },
    'API ready',
  );
  scheduleTokenPruning();
} catch (error) {
  app.log.fatal({ err: error }, 'API failed to start');
  await app.close().catch(() => {});
  process.exit(1);
}

/** Spent sign-in and verification tokens are deleted at start-up and then hourly (token-cleanup.ts). */
function scheduleTokenPruning() {
  const prune = () =>
    pruneTokens(app.db).then(
      (deleted) => {
        if (deleted.refresh || deleted.verification) app.log.info({ deleted }, 'spent tokens pruned');
      },
      (error: unknown) => app.log.warn({ err: error }, 'pruning spent tokens failed; trying again later'),
    );
  void prune();
  pruneTimer = setInterval(() => void prune(), 60 * 60 * 1000);
  pruneTimer.unref();
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    clearInterval(pruneTimer);
    app.log.info({ signal }, 'stopping: draining requests');
    // A request that never finishes must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  });
}
