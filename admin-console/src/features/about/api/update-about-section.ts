import { api } from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AboutSection, type AboutSectionKey, type AboutSectionPayload } from './types';
import { aboutKeys } from './about-keys';

/** PUT /api/about/{section}: title, content, data and isPublished; `data` replaces the stored data. */
export async function updateAboutSection({
  section,
  payload,
}: {
  section: AboutSectionKey;
  payload: AboutSectionPayload;
}): Promise<AboutSection> {
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
