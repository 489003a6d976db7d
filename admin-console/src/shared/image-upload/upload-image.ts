import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';

/** What POST /api/media answers: the stored image's address (/api/media/{id}) and its size. */
export type UploadedImage = ApiData<'uploadMedia'>;

/**
 * POST /api/media as multipart/form-data through XMLHttpRequest, reporting the uploaded fraction (0–1).
 * The answer's `url` is what the image field of a news article or a project takes.
 */
export async function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  const { data } = await api.upload<UploadedImage>('/media', form, {
    method: 'POST',
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  return data;
}
