import { Banner, Button, errorMessage } from '@party/shared-ui';

export interface LoadFailureProps {
  /** What failed, e.g. "Failed to load wards" (spec 01 §8: one message per kind). */
  message: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed read: what failed, why (when the API said), and a way to try again. */
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
