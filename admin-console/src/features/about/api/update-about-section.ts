import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AboutSection, type AboutSectionSave } from './types';
import { aboutKeys } from './about-keys';

/**
 * PUT /api/about/<section>: title, content, data and isPublished; `data` replaces the stored data. Each
 * section's path takes the body of its kind.
 */
export async function updateAboutSection({ section, payload }: AboutSectionSave): Promise<AboutSection> {
  const { data } = await api.put(`/about/${encodeURIComponent(section)}`, payload);
  return data;
}

export function useUpdateAboutSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAboutSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aboutKeys.all }),
  });
}
