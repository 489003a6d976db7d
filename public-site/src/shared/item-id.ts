import { isApiError } from '@party/shared-ui';

/**
 * The records behind the item pages (/news/{id}, /projects/{id}, /gallery/{id}) are named by UUID, as the
 * API gives them. The API checks ids with the same pattern (`format: 'uuid'`), so an address that fails it
 * is a page that cannot exist: it is shown as not found without asking the server.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isItemId(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id);
}

/**
 * Whether a failed read means "there is no such item for you": 404 (missing, unpublished or not yet
 * published) or 400 (an id the API refuses). Anything else is a failure worth trying again.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * An item's read, with "there is no such item" as null rather than a failure: the page shows it as not
 * found at once, from the server's render as from the browser's (a failed read would be tried again when
 * the page mounts, and show as loading first).
 */
export async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
