import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationKeys, wardPath, type Ward, type WardPayload } from './types';

/** PUT /api/wards/{wardId}. */
export async function updateWard({
  wardId,
  payload,
}: {
  wardId: string;
  payload: WardPayload;
}): Promise<Ward> {
  const { data } = await api.put<Ward>(wardPath(wardId), payload);
  return data;
}

export function useUpdateWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
