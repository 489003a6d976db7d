import { createQueryClient } from '@party/shared-ui/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import {
  endSession,
  setupTestApi as setupSharedTestApi,
  startSession,
  type TestApi,
} from '@party/shared-ui/testing';

export { fail, ok } from '@party/shared-ui/testing';

/** Signs a user with the given roles in, as the stored session of spec 01 §3 would. */
export function signInAs(role: string) {
  startSession({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user: {
      id: 'u-admin',
      username: 'kofi',
      email: 'kofi@example.org',
      firstName: 'Kofi',
      lastName: 'Boateng',
      picture: null,
      role,
      roles: [role],
    },
  });
}

/** Console tests: the shared test API, with a super admin signed in before each test. */
export function setupTestApi(): () => TestApi {
  return setupSharedTestApi({
    beforeEach: () => signInAs('super_admin'),
    afterEach: () => {
      endSession();
      localStorage.clear();
      vi.useRealTimers();
      vi.restoreAllMocks();
    },
  });
}

/** Renders through the real providers: a fresh QueryClient without retries, and a router. */
export function renderWithProviders(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The messages tied to a control through aria-describedby. */
export function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}
