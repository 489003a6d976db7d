import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../api-client/test-api-server';
import { setupTestApi } from '../testing/setup-test-api';
import {
  checkHealth,
  deriveHealthStatus,
  getHealth,
  HEALTH_FAILURE_MESSAGE,
  HEALTH_WARNING_TEXT,
} from './health';
import { HealthBanner } from './HealthBanner';

const server = setupTestApi();

const healthy = { status: 'healthy', database: { status: 'connected', kind: 'pglite' } };

describe('deriveHealthStatus', () => {
  it('is healthy only when the service is healthy and the database connected', () => {
    expect(deriveHealthStatus(healthy)).toBe('healthy');
    expect(deriveHealthStatus({ ...healthy, status: 'unhealthy' })).toBe('warning');
    expect(deriveHealthStatus({ status: 'healthy', database: { status: 'disconnected' } })).toBe('warning');
    expect(deriveHealthStatus({ status: 'healthy' })).toBe('warning');
    expect(deriveHealthStatus(null)).toBe('warning');
  });
});

// One store per page: these run in order, from the initial state on.
describe('checkHealth and the banner', () => {
  it('starts initial, with no banner', () => {
    expect(getHealth().status).toBe('initial');
    const { container } = render(<HealthBanner />);
    expect(container.innerHTML).toBe('');
  });

  it('is healthy on a healthy answer, with no banner, and sends no token', async () => {
    server().on('GET', '/health', ok(healthy));
    render(<HealthBanner />);

    await act(async () => {
      expect(await checkHealth()).toBe('healthy');
    });

    expect(screen.queryByRole('alert')).toBeNull();
    expect(server().requests[0]?.headers.authorization).toBeUndefined();
  });

  it('warns on a degraded answer, including the 503 the API gives when its database is down', async () => {
    server().on('GET', '/health', ok({ ...healthy, database: { status: 'disconnected' } }));
    render(<HealthBanner />);
    await act(() => checkHealth());
    expect(getHealth().status).toBe('warning');
    expect(screen.getByRole('alert').textContent).toBe(HEALTH_WARNING_TEXT);

    server().on('GET', '/health', ok(healthy));
    await act(() => checkHealth());
    expect(screen.queryByRole('alert')).toBeNull();

    server().on('GET', '/health', {
      status: 503,
      json: {
        success: false,
        message: 'The database is unreachable.',
        errors: {},
        code: 'DATABASE_UNAVAILABLE',
        data: { status: 'unhealthy', database: { status: 'disconnected', kind: 'postgres' } },
      },
    });
    await act(() => checkHealth());
    expect(getHealth()).toMatchObject({ status: 'warning', error: null });
    expect(screen.getByRole('alert').textContent).toBe(HEALTH_WARNING_TEXT);
  });

  it('is an error with the failure message when the call fails', async () => {
    server().on('GET', '/health', { status: 502, raw: 'Bad gateway' });
    render(<HealthBanner />);

    await act(() => checkHealth());

    expect(getHealth()).toEqual({ status: 'error', data: null, error: HEALTH_FAILURE_MESSAGE });
    expect(screen.getByRole('alert').textContent).toBe(HEALTH_WARNING_TEXT);
  });

  it('shares one request between concurrent checks', async () => {
    server().on('GET', '/health', { ...ok(healthy), delayMs: 20 });
    await Promise.all([checkHealth(), checkHealth()]);
    expect(server().requests).toHaveLength(1);
    expect(getHealth().status).toBe('healthy');
  });
});
