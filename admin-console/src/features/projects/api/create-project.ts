import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import type { ProjectPayload } from './types';

/** POST /api/projects. */
export async function createProject(payload: ProjectPayload): Promise<ApiData<'createProject'>> {
  const { data } = await api.post<ApiData<'createProject'>>('/projects', payload);
  return data;
}
