import { Skeleton, VisuallyHidden } from '@party/shared-ui';

/** The shape of the page while its sections load; announced once to screen readers. */
export function AboutLoading() {
  return (
    <div className="ps-about-loading" role="status" aria-live="polite">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <div className="ps-about-pillars" aria-hidden="true">
        {[0, 1].map((key) => (
          <div key={key} className="ps-about-pillar">
            <Skeleton variant="circle" width="3rem" />
            <Skeleton width="40%" height="1.5rem" />
            <Skeleton lines={3} />
          </div>
        ))}
      </div>
      <div className="ps-about-cards" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <div key={key} className="ps-about-card">
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    </div>
  );
}
