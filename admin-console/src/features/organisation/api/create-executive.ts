import { api, type ApiResponse } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { executivesPath, type Executive, type ExecutiveOwner, type ExecutivePayload } from './types';
import { organisationKeys } from './organisation-keys';

/** What a create answers, at any level. */
type CreatedExecutive = ApiData<
  'createConstituencyExecutive' | 'createWardExecutive' | 'createWardBranchExecutive'
>;

/** What an executive save sends: JSON fields, or multipart when a picture file is chosen. */
export interface ExecutiveSave {
  readonly owner: ExecutiveOwner;
  readonly fields: ExecutivePayload;
  readonly picture: File | null;
  readonly onProgress?: (fraction: number) => void;
}

/** The fields and the picture as multipart/form-data (empty text for an empty field, "true"/"false" for a consent). */
export function executiveFormData(fields: ExecutivePayload, picture: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'boolean' ? String(value) : (value ?? ''));
  }
  form.append('picture', picture, picture.name);
  return form;
}

/** POST …/executives: JSON, or multipart through api.upload (with progress) when a picture is chosen. */
export async function createExecutive({
  owner,
  fields,
  picture,
  onProgress,
}: ExecutiveSave): Promise<{ executive: Executive; message: string }> {
  const path = executivesPath(owner);
  const { data, message }: ApiResponse<CreatedExecutive> = picture
    ? await api.upload(path, executiveFormData(fields, picture), {
        method: 'POST',
        ...(onProgress ? { onProgress } : {}),
      })
    : await api.post<CreatedExecutive>(path, fields);
  return { executive: data, message };
}

export function useCreateExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExecutive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
