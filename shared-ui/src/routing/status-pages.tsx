import { useHttpStatus, usePageHead } from '../server-render/server-render';

/** Plain, accessible placeholders for the states every route can be in; the design system restyles them. */

export const UNAVAILABLE_MESSAGE =
  'This part of the site is unavailable right now. Please try again shortly.';

export function PageLoading() {
  return (
    <p role="status" aria-live="polite">
      Loading…
    </p>
  );
}

/** Shown where a remote (or one of its pages) failed to load; the rest of the page keeps working. */
export function Unavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <section role="alert" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">Temporarily unavailable</h1>
      <p>{UNAVAILABLE_MESSAGE}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </section>
  );
}

export function NotFoundPage() {
  useHttpStatus(404);
  usePageHead({ title: 'Page not found', noIndex: true });
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at this address. Check the link, or use the menu to find what you were looking for.
      </p>
    </section>
  );
}
