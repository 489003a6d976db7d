import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorBody } from '../api-client/api-error';
import { isRecord } from '../util/is-record';

/**
 * The query cache a server render ends with, carried to the browser inside the page, so that the browser's
 * first render shows the same data without asking for it again (and hydrates without a second render).
 */

/** The id of the `<script type="application/json">` element that carries the state in the page. */
export const PAGE_STATE_ELEMENT_ID = 'page-query-state';

/** How an API failure travels inside the page: the parts of ApiError its readers use. */
interface WireApiError {
  readonly apiError: { status: number; body: ApiErrorBody; serverMessage?: string };
}

/**
 * What the page was rendered with: every read that succeeded, and every read the API answered with
 * "not found" (a missing article's page shows that answer). Other failures are not carried: the page is
 * not server-rendered with them.
 */
export function dehydratePageState(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' &&
        query.state.error instanceof ApiError &&
        query.state.error.kind === 'http'),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const wire: WireApiError = {
        apiError: {
          status: error.status,
          body: error.body,
          ...(error.serverMessage === undefined ? {} : { serverMessage: error.serverMessage }),
        },
      };
      return { ...query, state: { ...query.state, error: wire as unknown as Error } };
    }),
  };
}

function reviveError(error: unknown): unknown {
  if (!isRecord(error) || !isRecord(error.apiError)) return error;
  const { status, body, serverMessage } = error.apiError as WireApiError['apiError'];
  return new ApiError(status, body, 'http', serverMessage);
}

/** Puts the state a server render carried into `client`, API failures as ApiError again. */
export function hydratePageState(client: QueryClient, state: DehydratedState): void {
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, error: reviveError(query.state.error) as Error | null },
    })),
  });
}

/** The state the page carries, if it was rendered on the server. */
export function readPageState(doc: Document | undefined): DehydratedState | undefined {
  const element = doc?.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isRecord(parsed) && Array.isArray(parsed.queries)
      ? (parsed as unknown as DehydratedState)
      : undefined;
  } catch {
    return undefined;
  }
}
