import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { executivesPath, organisationKeys, type ExecutiveOwner } from './types';

/** DELETE …/executives/{executiveId}; answers the server's message. */
export async function deleteExecutive({
  owner,
  executiveId,
}: {
  owner: ExecutiveOwner;
  executiveId: string;
}): Promise<string> {
  const { message } = await api.delete<null>(`${executivesPath(owner)}/${encodeURIComponent(executiveId)}`);
  return message;
}

export function useDeleteExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExecutive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
