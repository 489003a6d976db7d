import { Banner, Button, errorMessage, Skeleton, VisuallyHidden } from '@party/shared-ui';

export interface LoadFailureProps {
  /** What failed, e.g. "Failed to load wards" (spec 01 §8: one message per kind). */
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed load: what failed, why (when the API said), and a way to try again. */
export function LoadFailure({ message, error, onRetry, retrying }: LoadFailureProps) {
  return (
    <Banner
      tone="error"
      title={message}
      actions={
        <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error, 'Please try again in a moment.')}
    </Banner>
  );
}

/** Placeholder cards while a list loads, announced once to screen readers by `label`. */
export function LoadingCards({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="ps-exec-loading" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className="ps-exec-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="ps-exec-card ps-exec-card--skeleton">
            <div className="ps-exec-card__head">
              <Skeleton variant="circle" width="4.5rem" />
              <div className="ps-exec-card__identity">
                <Skeleton width="70%" height="1.1rem" />
                <Skeleton width="45%" />
              </div>
            </div>
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
    </div>
  );
}
