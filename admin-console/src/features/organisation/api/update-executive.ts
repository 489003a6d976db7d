import { api, type ApiResponse } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { executiveFormData, type ExecutiveSave } from './create-executive';
import { executivePath, type Executive } from './types';
import { organisationKeys } from './organisation-keys';

/** What an update answers, at any level. */
type UpdatedExecutive = ApiData<
  'updateConstituencyExecutive' | 'updateWardExecutive' | 'updateWardBranchExecutive'
>;

/** PUT …/executives/{executiveId}: JSON, or multipart with the new picture. */
export async function updateExecutive({
  executiveId,
  owner,
  fields,
  picture,
  onProgress,
}: ExecutiveSave & { executiveId: string }): Promise<{ executive: Executive; message: string }> {
  const path = executivePath(owner, executiveId);
  const { data, message }: ApiResponse<UpdatedExecutive> = picture
    ? await api.upload(path, executiveFormData(fields, picture), {
        method: 'PUT',
        ...(onProgress ? { onProgress } : {}),
      })
    : await api.put<UpdatedExecutive>(path, fields);
  return { executive: data, message };
}

export function useUpdateExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExecutive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
