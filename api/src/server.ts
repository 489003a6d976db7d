// First: V8 settings that must hold before the server allocates anything.
import './runtime.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/kysely.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoContent } from './seed/index.js';
import { pruneTokens } from './modules/auth/token-cleanup.js';
import { deleteUnreferencedMedia } from './modules/media/media.repository.js';
import { scrubStoredMetadata } from './modules/media/media.scrub.js';
import { purgeExpiredTrash } from './modules/trash/trash.service.js';

/** Process entry: configuration, migrations, listen, and a graceful stop on SIGINT/SIGTERM. */

let config: Config;
let maintenanceTimer: NodeJS.Timeout | undefined;
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
  const applied = await migrate(config);
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
  scheduleMaintenance();
} catch (error) {
  app.log.fatal({ err: error }, 'API failed to start');
  await app.close().catch(() => {});
  process.exit(1);
}

/**
 * Brings the database up to date. On PostgreSQL this runs on a connection of its own without the request
 * deadlines (a migration may rewrite a large table); the embedded database admits one handle only, the app's.
 */
async function migrate(config: Config): Promise<string[]> {
  if (!config.databaseUrl) return migrateToLatest(app.db);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 1,
    statementTimeoutMs: 0,
  });
  try {
    return await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
}

/**
 * At start-up and then hourly: spent sign-in and verification tokens (token-cleanup.ts) and images that
 * nothing refers to (media.repository.ts) are deleted, so are records in the Trash for more than 30 days
 * (modules/trash), and images stored before uploads were re-encoded lose
 * their metadata (media.scrub.ts). Idempotent, so every replica may run it.
 */
function scheduleMaintenance() {
  const run = async () => {
    try {
      const tokens = await pruneTokens(app.db);
      if (tokens.refresh || tokens.verification) app.log.info({ deleted: tokens }, 'spent tokens pruned');
      const images = await deleteUnreferencedMedia(app.db);
      if (images) app.log.info({ deleted: images }, 'unreferenced images deleted');
      await purgeExpiredTrash(app.db, app.log);
      const scrubbed = await scrubStoredMetadata(app.db, app.log);
      if (scrubbed.cleaned) app.log.info(scrubbed, 'metadata removed from images stored before');
    } catch (error) {
      app.log.warn({ err: error }, 'maintenance failed; trying again in an hour');
    }
  };
  void run();
  maintenanceTimer = setInterval(() => void run(), 60 * 60 * 1000);
  maintenanceTimer.unref();
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    clearInterval(maintenanceTimer);
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
