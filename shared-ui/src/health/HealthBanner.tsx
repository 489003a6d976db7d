import { HEALTH_WARNING_TEXT, useHealth } from './health';

interface HealthBannerProps {
  /** Extra class for the design system's styling; the banner itself carries no styles. */
  className?: string;
}

/**
 * The system health banner of spec 01 §2: hidden while health is unknown or fine, an alert with the
 * spec's text on a warning or an error. It only shows the state; `checkHealth()` at start-up fills it.
 */
export function HealthBanner({ className }: HealthBannerProps) {
  const { status } = useHealth();
  if (status !== 'warning' && status !== 'error') return null;
  return (
    <div role="alert" className={className} data-health={status}>
      {HEALTH_WARNING_TEXT}
    </div>
  );
}
