import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from '../../shell/runtime-config-env';

// The compose deployment's defaults must agree with what the shell's own server would serve.

const here = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(here, file), 'utf8');

describe('docker-compose defaults', () => {
  const config = JSON.parse(read('config.json')) as { remotes: Record<string, { manifest: string }> };

  it("config.json is the shell server's default configuration", () => {
    expect(config).toEqual(runtimeConfigFromEnv({}));
  });

  it("the shell's Content-Security-Policy allows the origins config.json names", () => {
    const compose = read(path.join('..', '..', 'docker-compose.yml'));
    const dockerfile = read(path.join('..', '..', 'Dockerfile'));
    const origins = [
      ...new Set(Object.values(config.remotes).map((remote) => new URL(remote.manifest).origin)),
    ]
      .sort()
      .join(' ');
    expect(compose).toContain(`SHELL_CSP_ORIGINS: \${SHELL_CSP_ORIGINS:-${origins}}`);
    expect(dockerfile).toContain(`SHELL_CSP_ORIGINS="${origins}"`);
  });

  it("the shell's server reaches every remote that config.json names, by the container's address", () => {
    const compose = read(path.join('..', '..', 'docker-compose.yml'));
    const setting = /SERVER_REMOTE_ORIGINS: (.+)/.exec(compose)?.[1] ?? '';
    const reached = new Map(setting.split(',').map((pair) => pair.split('=') as [string, string]));
    for (const remote of Object.values(config.remotes)) {
      expect(reached.get(new URL(remote.manifest).origin)).toMatch(/^http:\/\/web:80\d\d$/);
    }
  });
});
