// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// What the build defines (webpack's DefinePlugin) for the routes module.
vi.hoisted(() =>
  Object.assign(globalThis, {
    __APP_RELEASE__: 'test',
    __BUILT_AGAINST__: { sharedUi: '0.0.0', routeContract: 1 },
  }),
);

const { routes } = await import('./routes');

const { renderWithProviders, setupTestApi, signInAs } = await import('./shared/test-utils');
const api = setupTestApi();

async function renderConsole(path: string) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no console at ${path}`);
  const { default: Console } = await route.load();
  renderWithProviders(<Console />);
}

describe('every console checks the role before it opens', () => {
  it.each(routes.map((route) => [route.path] as const))(
    '%s shows a member its access message and asks the API for nothing',
    async (path) => {
      signInAs('member');
      await renderConsole(path);
      expect((await screen.findByText(/access/i)).textContent).toMatch(/need|only/i);
      expect(screen.queryByRole('button', { name: /create|new|add|save/i })).toBeNull();
      expect(api().requests).toEqual([]);
    },
  );

  it.each(routes.filter((route) => route.nav?.role !== 'super').map((route) => [route.path] as const))(
    '%s opens for an administrator',
    async (path) => {
      signInAs('admin');
      await renderConsole(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByText(/You need .* access|Only .* can access/)).toBeNull();
    },
  );
});
