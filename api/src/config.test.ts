import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'party-config-'));

function errorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives a working local setup with no variables at all', () => {
    const config = loadConfig({}, dataDir());
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.corsOrigins).toContain('http://localhost:8080');
  });

  it('resolves DATA_DIR against the base directory', () => {
    const base = dataDir();
    expect(loadConfig({ DATA_DIR: 'store' }, base).dataDir).toBe(path.join(base, 'store'));
  });

  it('converts numbers and booleans', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '5050',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '12',
    });
    expect(config).toMatchObject({ port: 5050, trustProxy: true, rateLimitMax: 12 });
  });

  it('sets the query deadline one second past the statement timeout unless told, and never below it', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DB_STATEMENT_TIMEOUT_MS: '1000' })).toMatchObject({
      dbStatementTimeoutMs: 1000,
      dbQueryTimeoutMs: 2000,
    });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ dbQueryTimeoutMs: 6000 });
    expect(loadConfig({ DATA_DIR: dataDir(), DB_QUERY_TIMEOUT_MS: '9000' }).dbQueryTimeoutMs).toBe(9000);
    expect(errorOf({ DB_STATEMENT_TIMEOUT_MS: '3000', DB_QUERY_TIMEOUT_MS: '3000' }).message).toMatch(
      /DB_QUERY_TIMEOUT_MS/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: ' ' }).port).toBe(4000);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', 'http'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'sqlite://file.db'],
    ['PUBLIC_URL', 'branch.example.org'],
    ['SMTP_URL', 'mail.example.org'],
    ['REDIS_URL', 'localhost:6379'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['JWT_SECRET', 'too-short'],
    ['CORS_ORIGINS', 'https://ok.example.org, not a url'],
  ])('names %s when it is invalid (%s)', (variable, value) => {
    const error = errorOf({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message.split('\n')).toHaveLength(1);
  });

  it('requires JWT_SECRET in production', () => {
    expect(errorOf({ NODE_ENV: 'production' }).variable).toBe('JWT_SECRET');
  });

  it('generates a local signing secret once and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });
});
