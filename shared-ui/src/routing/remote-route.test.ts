import { describe, expect, it } from 'vitest';
import { parseRemoteRoutes, RemoteContractError, visibleNav, type RemoteRoute } from './remote-route';

const load = () => Promise.resolve({ default: () => null });

describe('parseRemoteRoutes', () => {
  it('keeps valid routes as they are', () => {
    const routes = [
      { path: '/', load, nav: { label: 'Home' } },
      { path: '/admin/invitations', load, nav: { label: 'Invitations', role: 'admin' } },
      { path: '/hidden', load },
      { path: '/profile', load, browserOnly: true },
    ];
    expect(parseRemoteRoutes('public_site', { routes })).toEqual(routes);
  });

  it.each([
    ['a module without routes', {}],
    ['a null module', null],
    ['a relative path', { routes: [{ path: 'news', load }] }],
    ['a route without a loader', { routes: [{ path: '/news' }] }],
    ['an element instead of a loader', { routes: [{ path: '/news', load: {} }] }],
    ['an empty nav label', { routes: [{ path: '/news', load, nav: { label: ' ' } }] }],
    ['an unknown role', { routes: [{ path: '/news', load, nav: { label: 'News', role: 'root' } }] }],
    ['an unknown menu', { routes: [{ path: '/news', load, nav: { label: 'News', menu: 'footer' } }] }],
    ['an empty group', { routes: [{ path: '/news', load, nav: { label: 'News', group: ' ' } }] }],
    ['an unknown audience', { routes: [{ path: '/news', load, nav: { label: 'News', audience: 'bots' } }] }],
    ['browserOnly that is not true or false', { routes: [{ path: '/news', load, browserOnly: 'yes' }] }],
  ])('refuses %s, naming the remote', (_case, module) => {
    expect(() => parseRemoteRoutes('public_site', module)).toThrow(RemoteContractError);
    expect(() => parseRemoteRoutes('public_site', module)).toThrow(/public_site\/routes/);
  });
});

describe('visibleNav', () => {
  const routes: RemoteRoute[] = [
    { path: '/', load, nav: { label: 'Home' } },
    { path: '/login', load, nav: { label: 'Login', menu: 'account', audience: 'signed-out' } },
    { path: '/profile', load, nav: { label: 'Profile', menu: 'account', audience: 'signed-in' } },
    { path: '/admin/users', load, nav: { label: 'Manage Users', menu: 'admin', role: 'super' } },
    { path: '/admin/news', load, nav: { label: 'News', menu: 'admin', role: 'admin' } },
    { path: '/no-menu', load },
  ];
  const labels = (viewer: { signedIn: boolean; roles: string[] }) =>
    visibleNav(routes, viewer).map((e) => e.label);

  it('shows anonymous visitors the public entries and the sign-in ones', () => {
    expect(visibleNav(routes, { signedIn: false, roles: [] })).toEqual([
      { path: '/', label: 'Home', menu: 'main' },
      { path: '/login', label: 'Login', menu: 'account' },
    ]);
  });

  it('keeps the group an entry belongs to', () => {
    const grouped: RemoteRoute[] = [
      { path: '/executives/ward', load, nav: { label: 'Wards', group: 'Executives' } },
    ];
    expect(visibleNav(grouped, { signedIn: false, roles: [] })).toEqual([
      { path: '/executives/ward', label: 'Wards', menu: 'main', group: 'Executives' },
    ]);
  });

  it('shows members their profile but no admin entries', () => {
    expect(labels({ signedIn: true, roles: ['member'] })).toEqual(['Home', 'Profile']);
  });

  it('shows admin entries to admins and super entries only to super roles', () => {
    expect(labels({ signedIn: true, roles: ['Executive Admin'] })).toEqual(['Home', 'Profile', 'News']);
    expect(labels({ signedIn: true, roles: ['super-admin'] })).toEqual([
      'Home',
      'Profile',
      'Manage Users',
      'News',
    ]);
  });
});
