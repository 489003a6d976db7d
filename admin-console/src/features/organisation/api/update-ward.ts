import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationKeys, wardPath } from './types';

/** PUT /api/wards/{wardId}. */
export async function updateWard({
  wardId,
  payload,
}: {
  wardId: string;
  payload: ApiBody<'updateWard'>;
}): Promise<ApiData<'updateWard'>> {
  const { data } = await api.put<ApiData<'updateWard'>>(wardPath(wardId), payload);
  return data;
}

export function useUpdateWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
