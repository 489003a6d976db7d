import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organisationKeys, type Constituency, type ConstituencyPayload } from './types';

/** POST /api/constituencies. */
export async function createConstituency(payload: ConstituencyPayload): Promise<Constituency> {
  const { data } = await api.post<Constituency>('/constituencies', payload);
  return data;
}

export function useCreateConstituency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConstituency,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
