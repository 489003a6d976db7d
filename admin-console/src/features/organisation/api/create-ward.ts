import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { constituencyPath, organisationKeys, type Ward, type WardPayload } from './types';

/** POST /api/constituencies/{id}/wards. */
export async function createWard({
  constituencyId,
  payload,
}: {
  constituencyId: string;
  payload: WardPayload;
}): Promise<Ward> {
  const { data } = await api.post<Ward>(`${constituencyPath(constituencyId)}/wards`, payload);
  return data;
}

export function useCreateWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
