import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/**
 * POST /trash/{id}/restore: the record comes back whole. A 409 says, in the server's words, why it cannot
 * (what it belonged under is gone or in the Trash too, or another record has taken its name).
 */
export function restoreTrashEntry(id: string) {
  return api.post<ApiData<'restoreTrashEntry'>>(`/trash/${encodeURIComponent(id)}/restore`);
}
