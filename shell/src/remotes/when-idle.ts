/**
 * Runs `task` when the browser next has a quiet moment (at the latest after `timeoutMs`); returns a
 * function that cancels it. Browsers without `requestIdleCallback` wait a short moment instead.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
