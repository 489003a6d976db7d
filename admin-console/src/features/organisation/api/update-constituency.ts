import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { constituencyPath } from './types';
import { organisationKeys } from './organisation-keys';

/** PUT /api/constituencies/{id}. */
export async function updateConstituency({
  id,
  payload,
}: {
  id: string;
  payload: ApiBody<'updateConstituency'>;
}): Promise<ApiData<'updateConstituency'>> {
  const { data } = await api.put<ApiData<'updateConstituency'>>(constituencyPath(id), payload);
  return data;
}

export function useUpdateConstituency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConstituency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
