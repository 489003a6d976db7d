import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { PageLoader } from './remote-route';
import { PageLoading, Unavailable } from './status-pages';

/**
 * While a page shows "unavailable", its code is asked for again quietly after these pauses (the last one
 * repeats), so the page comes back by itself once the server that holds it is back.
 */
export const RECOVERY_DELAYS_MS = [2000, 4000, 8000, 15_000] as const;

interface RoutePageProps {
  /** Loads the page module. */
  load: PageLoader;
  /** Who provides the page (a remote's container name), for the error log. */
  source: string;
  /** The page, when its module is already loaded: it then renders at once, with no loading state. */
  preloaded?: ComponentType;
}

/**
 * Renders a lazily loaded page with a loading fallback and an error boundary, so a page or remote that
 * fails to load shows a message in place while the chrome and other pages keep working. "Try again"
 * remounts the boundary and with it a fresh lazy component. Memoised: the shell re-renders its routes when
 * any remote's state changes (one loads its menu after the page), and the page need not render again.
 */
export const RoutePage = memo(function RoutePage({ load, source, preloaded }: RoutePageProps) {
  // IMPORTANT: React.lazy caches a rejected load for good, so "Try again" makes a fresh lazy component
  // (and remounts the boundary). It lives here, above the Suspense boundary: state of a component that
  // suspends on its first mount is thrown away, and a lazy component kept there would be recreated, and
  // the loader called again, on every suspension. Callers key RoutePage by route, so `load` is fixed.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: preloaded ?? lazy(load) }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, Page: lazy(load) }));
  const { Page } = attempt;
  return (
    <PageErrorBoundary key={attempt.count} source={source} onRetry={retry} load={load}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
});

interface BoundaryProps {
  source: string;
  onRetry: () => void;
  load: PageLoader;
  children: ReactNode;
}

class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`A page from ${this.props.source} failed to load or render.`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <Unavailable onRetry={this.props.onRetry} />
        <QuietRetry load={this.props.load} onLoaded={this.props.onRetry} />
      </>
    );
  }
}

/** Asks for the page's code again now and then, without a loading state; once it arrives, shows the page. */
function QuietRetry({ load, onLoaded }: { load: PageLoader; onLoaded: () => void }) {
  // The parent's callback may be a new function on every render; the timer keeps running regardless.
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  }, [onLoaded]);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (round: number) => {
      const delay = RECOVERY_DELAYS_MS[Math.min(round, RECOVERY_DELAYS_MS.length - 1)];
      timer = setTimeout(() => {
        load().then(
          () => {
            if (!stopped) loaded.current();
          },
          () => {
            if (!stopped) attempt(round + 1);
          },
        );
      }, delay);
    };
    attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load]);
  return null;
}
