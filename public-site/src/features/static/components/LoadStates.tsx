import { Banner, Button, errorMessage, Skeleton, VisuallyHidden } from '@party/shared-ui';

/** A failed read: what failed, why (when the API said), and a way to try again. */
export function LoadFailure({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Banner
      tone="error"
      title={title}
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
