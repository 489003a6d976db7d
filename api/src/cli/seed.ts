import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoContent } from '../seed/index.js';

/** `npm run db:seed`: migrates the configured database, then loads the demo content into empty tables. */
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    await seedDemoContent(database.db);
    console.log('Demo content is in place (tables that already had rows were left as they were).');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
