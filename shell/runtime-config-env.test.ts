import { parseRuntimeConfig } from '@party/shared-ui';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, runtimeConfigFromEnv } from './runtime-config-env';

describe('runtimeConfigFromEnv', () => {
  it('points at the local remotes by default, with the account and admin remotes loaded on demand', () => {
    const config = parseRuntimeConfig(runtimeConfigFromEnv({}));
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.remotes.public_site?.manifest).toBe('http://localhost:8081/mf-manifest.json');
    expect(config.remotes.public_site?.lazy).toBeUndefined();
    expect(config.remotes.admin_console?.lazy).toEqual({ paths: ['/admin'], role: 'admin' });
    expect(config.remotes.auth_remote?.lazy).toEqual({ paths: AUTH_PATHS, idle: true });
    expect(AUTH_PATHS).toContain('/accept-invite');
    // The link in a password reset email opens the auth remote's page on a first visit.
    expect(AUTH_PATHS).toEqual(expect.arrayContaining(['/forgot-password', '/reset-password']));
  });

  it('moves a remote by changing one variable', () => {
    const config = parseRuntimeConfig(
      runtimeConfigFromEnv({ AUTH_REMOTE_URL: 'https://auth.example.org/v2/' }),
    );
    expect(config.remotes.auth_remote?.manifest).toBe('https://auth.example.org/v2/mf-manifest.json');
  });

  it('takes a whole config from SHELL_CONFIG_JSON, and refuses one that is not JSON', () => {
    const whole = { apiBaseUrl: 'https://api.example.org/api', remotes: {} };
    expect(runtimeConfigFromEnv({ SHELL_CONFIG_JSON: JSON.stringify(whole) })).toEqual(whole);
    expect(() => runtimeConfigFromEnv({ SHELL_CONFIG_JSON: '{' })).toThrow(/SHELL_CONFIG_JSON/);
  });
});
