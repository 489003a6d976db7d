import path from 'node:path';
import { envPort, parseRuntimeConfig, serveUntilSignalled } from '@party/shared-ui/server';
import { runtimeConfigFromEnv } from './runtime-config-env';

// The shell's server: the host page, its runtime config.json and the /api proxy.
let runtimeConfig;
try {
  runtimeConfig = parseRuntimeConfig(runtimeConfigFromEnv(process.env));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

await serveUntilSignalled({
  name: 'shell',
  root: path.join(import.meta.dirname, 'dist'),
  host: process.env.HOST ?? '127.0.0.1',
  port: envPort('PORT', 8080),
  runtimeConfig,
  apiUpstream: process.env.API_URL ?? 'http://127.0.0.1:4000',
});
