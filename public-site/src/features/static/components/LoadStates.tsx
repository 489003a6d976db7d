import { Skeleton, VisuallyHidden } from '@party/shared-ui';

/** Placeholder lines while a read is under way, announced once to screen readers by `label`. */
export function Loading({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">
        <Skeleton lines={lines} />
      </div>
    </div>
  );
}
