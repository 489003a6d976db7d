import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envPort, parseRuntimeConfig, serveUntilSignalled, type RuntimeConfig } from '@party/tooling/server';
import { runtimeConfigFromEnv } from './runtime-config-env';

// The shell's server: the host page, its runtime config.json and the /api proxy.

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/**
 * With SHELL_CONFIG_FILE the file is read again on every request for config.json, so pointing the site at
 * a newly released remote needs neither a shell build nor a restart. A file that becomes invalid is
 * reported and the last good configuration stays in use.
 */
function fileConfig(file: string): () => RuntimeConfig {
  const read = () => parseRuntimeConfig(JSON.parse(readFileSync(file, 'utf8')));
  let lastGood: RuntimeConfig;
  try {
    lastGood = read();
  } catch (error) {
    fail(new Error(`SHELL_CONFIG_FILE (${file}): ${error instanceof Error ? error.message : String(error)}`));
  }
  return () => {
    try {
      lastGood = read();
    } catch (error) {
      console.error(
        `SHELL_CONFIG_FILE (${file}) is invalid; still serving the previous configuration.`,
        error,
      );
    }
    return lastGood;
  };
}

let runtimeConfig: RuntimeConfig | (() => RuntimeConfig);
if (process.env.SHELL_CONFIG_FILE) {
  runtimeConfig = fileConfig(path.resolve(process.env.SHELL_CONFIG_FILE));
} else {
  try {
    runtimeConfig = parseRuntimeConfig(runtimeConfigFromEnv(process.env));
  } catch (error) {
    fail(error);
  }
}

await serveUntilSignalled({
  name: 'shell',
  root: path.join(import.meta.dirname, 'dist'),
  host: process.env.HOST ?? '127.0.0.1',
  port: envPort('PORT', 8080),
  runtimeConfig,
  apiUpstream: process.env.API_URL ?? 'http://127.0.0.1:4000',
});
