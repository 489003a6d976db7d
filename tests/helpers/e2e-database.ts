import { withAdmin, withDatabase } from '@party/api/testing/pg-admin';

/**
 * The database the end-to-end API runs on: with TEST_DATABASE_URL (as CI sets it), a scratch database of
 * its own on that PostgreSQL server, made empty before the API starts; without, none (the API then uses
 * embedded PGlite in a temporary folder).
 */
export function e2eDatabaseUrl(): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return '';
  const name = new URL(server).pathname.replace(/^\//, '') || 'postgres';
  return withDatabase(server, `${name}_e2e`);
}

/** Drops and creates the scratch database, connected to the server's maintenance database. */
async function recreate(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Unexpected e2e database name: ${name}`);
  await withAdmin(withDatabase(databaseUrl, 'postgres'), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
}

// Run as a script (before the API's server starts): prepare the database named by DATABASE_URL.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const url = process.env.DATABASE_URL;
  if (url) await recreate(url);
}
