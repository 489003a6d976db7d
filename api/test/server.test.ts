import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { storeMedia } from '../src/modules/media/media.service.js';
import { buildApp } from '../src/app.js';
import { TEST_JWT_SECRET, testConfig } from './helpers/app.js';
import { exitOf, spawnApiServer } from './helpers/api-process.js';
import { createTestDatabase } from './helpers/database.js';

// The server entry as an operator runs it: a real process, real signals, real exit codes.

// Each test starts whole server processes (on PGlite: a database that initialises and migrates on
// start), while other test files run beside them on a small machine: allow minutes, not seconds.
vi.setConfig({ testTimeout: 180_000 });

const scratch = await mkdtemp(path.join(tmpdir(), 'party-server-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the server and resolves once it reports the address it listens on. */
function start(env: Record<string, string>): Promise<Started> {
  const child = spawnApiServer(env);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)}:\n${output}`));
    });
  });
}

describe('configuration errors', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production', JWT_SECRET: '' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'chatty' }, 'LOG_LEVEL'],
  ])('stops start-up with exit code 1 and one line naming the variable (%o)', async (env, variable) => {
    const child = spawnApiServer({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: scratch, ...env });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(stdout).toBe('');
  });

  it('never echoes a credential-bearing value', async () => {
    const child = spawnApiServer({ DATABASE_URL: 'mysql://admin:hunter2@db/x', DATA_DIR: scratch });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('DATABASE_URL');
    expect(stderr).not.toContain('hunter2');
  });
});

// The embedded database is the default when DATABASE_URL is unset.
describe('embedded database', () => {
  it('keeps its data across a restart of the server', async () => {
    const dataDir = path.join(scratch, 'persist');
    const env = { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET };

    const first = await start(env);
    const health = await fetch(`${first.url}/api/health`).then((r) => r.json() as Promise<{ data: unknown }>);
    expect(health.data).toMatchObject({
      status: 'healthy',
      database: { status: 'connected', kind: 'pglite' },
    });
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);

    // Between runs, write a row as the application would.
    const database = await openDatabase({ dataDir });
    const id = await storeMedia(database.db, { contentType: 'image/gif', data: Buffer.from('GIF89a-bytes') });
    await database.close();

    const second = await start(env);
    try {
      expect(second.output()).not.toContain('database migrated');
      const media = await fetch(`${second.url}/api/media/${id}`);
      expect(media.status).toBe(200);
      expect(Buffer.from(await media.arrayBuffer()).toString()).toBe('GIF89a-bytes');
    } finally {
      second.child.kill('SIGTERM');
      expect(await exitOf(second.child)).toBe(0);
    }
  });

  it('runs the same migrations as PostgreSQL and records them once', async () => {
    const database = await openDatabase({ dataDir: path.join(scratch, 'migrations') });
    try {
      expect(await migrateToLatest(database.db)).not.toHaveLength(0);
      expect(await migrateToLatest(database.db)).toHaveLength(0);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(
        database.db,
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});

describe('graceful stop', () => {
  it('exits 0 on SIGTERM after closing the server and the database', async () => {
    const server = await start({ DATA_DIR: path.join(scratch, 'graceful'), JWT_SECRET: TEST_JWT_SECRET });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    expect(server.output()).toContain('stopping: draining requests');
  });

  it('lets requests already in flight finish before closing', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.env), { logger: false });
    let release = () => {};
    const entered = new Promise<void>((resolve) => {
      app.get('/api/__test/slow', { config: { access: 'public' } }, async () => {
        resolve();
        await new Promise<void>((done) => (release = done));
        return { success: true, data: 'finished', message: 'Done.' };
      });
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/api/__test/slow`);
    await entered;
    const closed = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: 'finished' });
    await closed;
    await database.drop();
  });
});
