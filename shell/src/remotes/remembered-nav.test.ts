import { describe, expect, it } from 'vitest';
import { navRoutes, REMEMBERED_NAV_KEY, rememberNav } from './remembered-nav';
import type { RegistrySnapshot } from './remote-registry';

/** A Storage held in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const page = async () => ({ default: () => null });
const loaded: RegistrySnapshot = {
  public_site: {
    state: 'loaded',
    routes: [
      { path: '/', load: page },
      { path: '/news', load: page, nav: { label: 'News' } },
      { path: '/executives/ward', load: page, nav: { label: 'Wards', group: 'Executives' } },
    ],
  },
  auth_remote: { state: 'loading' },
};

describe('remembered menu entries', () => {
  it('lists a loaded remote’s own entries', () => {
    expect(navRoutes(loaded, memoryStorage()).map((route) => route.path)).toEqual([
      '/',
      '/news',
      '/executives/ward',
    ]);
  });

  it('keeps the entries of a remote that is down, from its last load, without any code', () => {
    const storage = memoryStorage();
    rememberNav(loaded, storage);
    const down: RegistrySnapshot = { public_site: { state: 'failed' }, auth_remote: { state: 'loading' } };
    expect(navRoutes(down, storage)).toEqual([
      { path: '/news', nav: { label: 'News' } },
      { path: '/executives/ward', nav: { label: 'Wards', group: 'Executives' } },
    ]);
  });

  it('shows nothing for a remote still loading, nor for one never loaded', () => {
    const storage = memoryStorage();
    rememberNav(loaded, storage);
    expect(navRoutes({ public_site: { state: 'loading' } }, storage)).toEqual([]);
    expect(navRoutes({ admin_console: { state: 'failed' } }, storage)).toEqual([]);
  });

  it('ignores stored entries that are not what it wrote', () => {
    const storage = memoryStorage();
    for (const junk of ['not json', '[]', '{"public_site": [{"path": "javascript:alert(1)"}]}']) {
      storage.setItem(REMEMBERED_NAV_KEY, junk);
      expect(navRoutes({ public_site: { state: 'failed' } }, storage)).toEqual([]);
    }
  });
});
