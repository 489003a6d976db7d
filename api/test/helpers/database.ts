import { randomBytes } from 'node:crypto';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { withAdmin, withDatabase } from './pg-admin.js';

export type TestDatabaseTemplate =
  | { kind: 'postgres'; adminUrl: string; template: string }
  | { kind: 'pglite'; templateDir: string; root: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

export interface TestDatabase {
  kind: 'postgres' | 'pglite';
  /** Environment that points the API at this database. */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  /** For PostgreSQL: the connection URL (tests that put a proxy in front of it need it). */
  url?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabase');
  const suffix = randomBytes(4).toString('hex');
  if (template.kind === 'postgres') {
    const name = `${template.template}_${suffix}`;
    await withAdmin(template.adminUrl, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`),
    );
    const url = withDatabase(template.adminUrl, name);
    return {
      kind: 'postgres',
      url,
      env: { DATABASE_URL: url, DATA_DIR: path.join(tmpdir(), `party-${name}`) },
      drop: () =>
        withAdmin(template.adminUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        ).then(() => undefined),
    };
  }
  const dataDir = path.join(template.root, suffix);
  await cp(template.templateDir, dataDir, { recursive: true });
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}
