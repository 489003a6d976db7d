import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/** DELETE /api/projects/{id}. */
export async function deleteProject(id: string): Promise<void> {
  await api.delete<ApiData<'deleteProject'>>(`/projects/${encodeURIComponent(id)}`);
}
