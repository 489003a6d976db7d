import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { constituencyPath, organisationKeys, type Constituency, type ConstituencyPayload } from './types';

/** PUT /api/constituencies/{id}. */
export async function updateConstituency({
  id,
  payload,
}: {
  id: string;
  payload: ConstituencyPayload;
}): Promise<Constituency> {
  const { data } = await api.put<Constituency>(constituencyPath(id), payload);
  return data;
}

export function useUpdateConstituency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConstituency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
