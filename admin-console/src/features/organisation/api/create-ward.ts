import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { constituencyPath, organisationKeys, type WardPayload } from './types';

/** POST /api/constituencies/{id}/wards. */
export async function createWard({
  constituencyId,
  payload,
}: {
  constituencyId: string;
  payload: WardPayload;
}): Promise<ApiData<'createConstituencyWard'>> {
  const { data } = await api.post<ApiData<'createConstituencyWard'>>(
    `${constituencyPath(constituencyId)}/wards`,
    payload,
  );
  return data;
}

export function useCreateWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
