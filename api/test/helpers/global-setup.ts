import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/kysely.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { TestDatabaseTemplate } from './database.js';
import { withAdmin, withDatabase } from './pg-admin.js';

/**
 * Migrates one template database for the whole run; each test file then gets its own copy (a PostgreSQL
 * database created from the template, or a copied PGlite data directory), so files never see each other's
 * rows and nobody pays for migrations twice.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `party_tpl_${process.pid}`;
    await withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    await withAdmin(url, (client) => client.query(`CREATE DATABASE ${template}`));
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), dataDir: '' });
    await migrateToLatest(database.db);
    await database.close();
    project.provide('testDatabase', {
      kind: 'postgres',
      adminUrl: url,
      template,
    } satisfies TestDatabaseTemplate);
    return async () => {
      await withAdmin(url, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE $1`,
          [`${template}%`],
        );
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      });
    };
  }

  const root = await mkdtemp(path.join(tmpdir(), 'party-api-test-'));
  const templateDir = path.join(root, 'template');
  const database = await openDatabase({ dataDir: templateDir });
  await migrateToLatest(database.db);
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', templateDir, root } satisfies TestDatabaseTemplate);
  return () => rm(root, { recursive: true, force: true });
}
