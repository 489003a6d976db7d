import { Banner, Button } from '@party/shared-ui';
import type { ReactNode } from 'react';

/** A query whose failure the console reports: TanStack Query's result has both members. */
interface Retryable {
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** A console's "could not load" banner with Try again, shown only while `query` has failed. */
export function LoadFailedBanner({ query, children }: { query: Retryable; children: ReactNode }) {
  if (!query.isError) return null;
  return (
    <Banner
      tone="error"
      actions={
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    >
      {children}
    </Banner>
  );
}
