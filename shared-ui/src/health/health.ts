import { ApiError } from '../api-client/api-error';
import { api } from '../api-client/default-client';
import type { ApiData, Unchecked } from '../api-contract';
import { createExternalStore, useStore } from '../session/external-store';
import { isRecord } from '../util/is-record';

/** Spec 01 §4: `initial` before the first check; `error` when the check itself failed. */
export type HealthStatus = 'initial' | 'healthy' | 'warning' | 'error';

export interface HealthState {
  readonly status: HealthStatus;
  /** What the server answered, when it answered with health data. */
  readonly data: unknown;
  /** Set when the check failed: the spec's failure text. */
  readonly error: string | null;
}

/** The banner text for warning and error (spec 01 §2). */
export const HEALTH_WARNING_TEXT = 'Unable to confirm backend health. Some features may be unavailable.';
export const HEALTH_FAILURE_MESSAGE = 'Failed to retrieve system health information.';

/** GET /health's answer; a 503 carries the same data in its failure body. */
type ApiHealth = ApiData<'getHealth'>;

const healthStore = createExternalStore<HealthState>({ status: 'initial', data: null, error: null });

/** Healthy only when the service and its database both say so; any other answer is a warning. */
export function deriveHealthStatus(data: unknown): 'healthy' | 'warning' {
  if (!isRecord(data)) return 'warning';
  const health: Unchecked<ApiHealth> = data;
  if (!isRecord(health.database)) return 'warning';
  const database: Unchecked<ApiHealth['database']> = health.database;
  return health.status === 'healthy' && database.status === 'connected' ? 'healthy' : 'warning';
}

let inFlight: Promise<HealthStatus> | null = null;

/**
 * Asks GET /health and stores the outcome. Concurrent callers (the shell and a remote at start-up) share
 * one request. The API answers 503 with health data when its database is down: that is a warning
 * (the server answered and said what is wrong), not a failed call.
 */
export function checkHealth(): Promise<HealthStatus> {
  inFlight ??= runCheck().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runCheck(): Promise<HealthStatus> {
  try {
    const { data } = await api.get('/health', { auth: false });
    healthStore.setState({ status: deriveHealthStatus(data), data, error: null });
  } catch (error) {
    const data = error instanceof ApiError && error.kind === 'http' ? error.body.data : undefined;
    healthStore.setState(
      isRecord(data)
        ? { status: deriveHealthStatus(data), data, error: null }
        : { status: 'error', data: null, error: HEALTH_FAILURE_MESSAGE },
    );
  }
  return healthStore.getState().status;
}

export function getHealth(): HealthState {
  return healthStore.getState();
}

export function useHealth(): HealthState {
  return useStore(healthStore);
}
