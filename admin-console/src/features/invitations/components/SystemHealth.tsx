import { Badge, checkHealth, useHealth, type BadgeTone, type HealthStatus } from '@party/shared-ui';
import { useEffect } from 'react';

const HEALTH: Readonly<Record<HealthStatus, { label: string; tone: BadgeTone }>> = {
  initial: { label: 'Checking…', tone: 'neutral' },
  healthy: { label: 'Healthy', tone: 'success' },
  warning: { label: 'Warning', tone: 'warning' },
  error: { label: 'Error', tone: 'danger' },
};

/** The system health indicator of the invitation page (spec 01 §2), checked when the page opens. */
export function SystemHealth() {
  const health = useHealth();
  useEffect(() => {
    void checkHealth();
  }, []);
  const view = HEALTH[health.status];
  return (
    <span>
      System health:{' '}
      <Badge tone={view.tone} dot>
        {view.label}
      </Badge>
    </span>
  );
}
