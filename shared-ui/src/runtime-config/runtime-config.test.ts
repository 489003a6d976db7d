import { describe, expect, it } from 'vitest';
import { configOrigins, parseRuntimeConfig, RuntimeConfigError, underPrefix } from './runtime-config';

const valid = {
  apiBaseUrl: '/api',
  remotes: {
    public_site: { manifest: 'http://localhost:8081/mf-manifest.json' },
    auth_remote: { manifest: 'https://auth.example.org/mf-manifest.json' },
  },
};

describe('parseRuntimeConfig', () => {
  it('accepts the documented shape and drops unknown keys', () => {
    expect(parseRuntimeConfig({ ...valid, extra: true })).toEqual(valid);
  });

  it('accepts paths on the serving origin', () => {
    const config = { apiBaseUrl: '/api', remotes: { public_site: { manifest: '/public/mf-manifest.json' } } };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it.each([
    ['a non-object', []],
    ['a missing apiBaseUrl', { remotes: {} }],
    ['a relative apiBaseUrl', { apiBaseUrl: 'api', remotes: {} }],
    ['a protocol-relative apiBaseUrl', { apiBaseUrl: '//evil.example/api', remotes: {} }],
    ['missing remotes', { apiBaseUrl: '/api' }],
    [
      'a hyphenated container name',
      { apiBaseUrl: '/api', remotes: { 'public-site': { manifest: '/m.json' } } },
    ],
    ['a non-http manifest', { apiBaseUrl: '/api', remotes: { a: { manifest: 'javascript:alert(1)' } } }],
    ['a missing manifest', { apiBaseUrl: '/api', remotes: { a: {} } }],
    [
      'lazy paths that are not paths',
      { apiBaseUrl: '/api', remotes: { a: { manifest: '/m.json', lazy: { paths: ['admin'] } } } },
    ],
    [
      'a lazy idle that is not a boolean',
      { apiBaseUrl: '/api', remotes: { a: { manifest: '/m.json', lazy: { paths: ['/a'], idle: 'yes' } } } },
    ],
    [
      'a lazy role that does not exist',
      {
        apiBaseUrl: '/api',
        remotes: { a: { manifest: '/m.json', lazy: { paths: ['/admin'], role: 'root' } } },
      },
    ],
  ])('rejects %s', (_case, input) => {
    expect(() => parseRuntimeConfig(input)).toThrow(RuntimeConfigError);
  });
});

describe('lazy remotes', () => {
  it('keeps the paths and role that load a remote on demand', () => {
    const config = {
      apiBaseUrl: '/api',
      remotes: {
        admin_console: { manifest: '/m.json', lazy: { paths: ['/admin'], role: 'admin' } },
        auth_remote: { manifest: '/a.json', lazy: { paths: ['/login'], idle: true } },
      },
    };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it('matches whole path segments only', () => {
    expect(underPrefix('/admin', ['/admin'])).toBe(true);
    expect(underPrefix('/admin/news', ['/admin'])).toBe(true);
    expect(underPrefix('/administrator', ['/admin'])).toBe(false);
  });
});

describe('configOrigins', () => {
  it('lists each foreign origin once, sorted, ignoring paths', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://api.example.org/api',
      remotes: {
        a: { manifest: 'http://localhost:8081/mf-manifest.json' },
        b: { manifest: 'http://localhost:8081/other/mf-manifest.json' },
        c: { manifest: '/c/mf-manifest.json' },
      },
    });
    expect(configOrigins(config)).toEqual(['http://localhost:8081', 'https://api.example.org']);
  });
});
