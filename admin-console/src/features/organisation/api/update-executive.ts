import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { executiveFormData, type ExecutiveSave } from './create-executive';
import { executivesPath, organisationKeys, type Executive } from './types';

/** PUT …/executives/{executiveId}: JSON, or multipart with the new picture. */
export async function updateExecutive({
  executiveId,
  owner,
  fields,
  picture,
  onProgress,
}: ExecutiveSave & { executiveId: string }): Promise<{ executive: Executive; message: string }> {
  const path = `${executivesPath(owner)}/${encodeURIComponent(executiveId)}`;
  const { data, message } = picture
    ? await api.upload<Executive>(path, executiveFormData(fields, picture), {
        method: 'PUT',
        ...(onProgress ? { onProgress } : {}),
      })
    : await api.put<Executive>(path, fields);
  return { executive: data, message };
}

export function useUpdateExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExecutive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
