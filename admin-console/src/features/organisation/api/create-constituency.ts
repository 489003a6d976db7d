import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConstituencyPayload } from './types';
import { organisationKeys } from './organisation-keys';

/** POST /api/constituencies. */
export async function createConstituency(
  payload: ConstituencyPayload,
): Promise<ApiData<'createConstituency'>> {
  const { data } = await api.post<ApiData<'createConstituency'>>('/constituencies', payload);
  return data;
}

export function useCreateConstituency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConstituency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
