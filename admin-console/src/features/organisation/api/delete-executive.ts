import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { executivePath, type ExecutiveOwner } from './types';
import { organisationKeys } from './organisation-keys';

/** DELETE …/executives/{executiveId}; answers the server's message. */
export async function deleteExecutive({
  owner,
  executiveId,
}: {
  owner: ExecutiveOwner;
  executiveId: string;
}): Promise<string> {
  const { message } = await api.delete<
    ApiData<'deleteConstituencyExecutive' | 'deleteWardExecutive' | 'deleteWardBranchExecutive'>
  >(executivePath(owner, executiveId));
  return message;
}

export function useDeleteExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExecutive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
