import { Skeleton, VisuallyHidden } from '@party/shared-ui';

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
