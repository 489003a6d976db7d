import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/** DELETE /trash/{id}: the record, and everything that went with it, deleted for good. */
export function purgeTrashEntry(id: string) {
  return api.delete<ApiData<'purgeTrashEntry'>>(`/trash/${encodeURIComponent(id)}`);
}
