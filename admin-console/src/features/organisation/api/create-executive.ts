import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { executivesPath, organisationKeys, type Executive, type ExecutiveOwner } from './types';

/** What an executive save sends: JSON fields, or multipart when a picture file is chosen. */
export interface ExecutiveSave {
  readonly owner: ExecutiveOwner;
  readonly fields: Record<string, string | null>;
  readonly picture: File | null;
  readonly onProgress?: (fraction: number) => void;
}

/** The fields and the picture as multipart/form-data (empty text for an empty field). */
export function executiveFormData(fields: Record<string, string | null>, picture: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value ?? '');
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
  const { data, message } = picture
    ? await api.upload<Executive>(path, executiveFormData(fields, picture), {
        method: 'POST',
        ...(onProgress ? { onProgress } : {}),
      })
    : await api.post<Executive>(path, fields);
  return { executive: data, message };
}

export function useCreateExecutive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExecutive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}
