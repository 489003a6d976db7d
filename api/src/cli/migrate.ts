import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';

/** `npm run db:migrate`: brings the configured database up to date and reports what ran. */
try {
  const config = loadConfig();
  // A migration may rewrite a large table: the per-request statement limit does not apply to it.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: 0,
  });
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
