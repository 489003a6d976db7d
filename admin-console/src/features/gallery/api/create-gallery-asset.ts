import { api, isRecord } from '@party/shared-ui';
import type { GalleryAsset } from './types';

/** The text fields of a new asset, as the API names them (multipart form fields or JSON). */
export interface NewAssetFields {
  title: string;
  category: string;
  description: string;
  tags: string;
  location: string;
  photographer: string;
  capturedAt: string;
  status: 'published' | 'draft';
  imageUrl: string;
  thumbnailUrl: string;
}

export interface NewAsset {
  fields: NewAssetFields;
  /** The image to upload; without one, `fields.imageUrl` names the image. */
  image: File | null;
  /** The uploaded fraction, from 0 to 1, while the image is sent. */
  onProgress?: (fraction: number) => void;
}

/** The upload's answer carried no asset, or something that is not one (spec 01 §8 texts). */
export const EMPTY_PAYLOAD = 'Upload endpoint returned an empty payload.';
export const UNEXPECTED_PAYLOAD = 'Upload endpoint returned an unexpected payload.';

export class UploadPayloadError extends Error {
  override name = 'UploadPayloadError';
}

/** The created asset, once it is seen to be one. */
function createdAsset(data: unknown): GalleryAsset {
  if (data === null || data === undefined || data === '') throw new UploadPayloadError(EMPTY_PAYLOAD);
  if (!isRecord(data) || typeof data.id !== 'string' || typeof data.title !== 'string') {
    throw new UploadPayloadError(UNEXPECTED_PAYLOAD);
  }
  return data as GalleryAsset;
}

/**
 * POST /api/gallery/assets: multipart through XMLHttpRequest (for its progress) with the file in `image`,
 * which the server stores with a thumbnail; or JSON with an `imageUrl`. Blank fields are left out.
 */
export async function createGalleryAsset({ fields, image, onProgress }: NewAsset): Promise<GalleryAsset> {
  const filled = (Object.keys(fields) as (keyof NewAssetFields)[])
    .map((name) => [name, fields[name].trim()] as const)
    .filter(([, value]) => value !== '');
  if (image) {
    const form = new FormData();
    for (const [name, value] of filled) {
      if (name !== 'imageUrl' && name !== 'thumbnailUrl') form.append(name, value);
    }
    form.append('image', image, image.name);
    const { data } = await api.upload<unknown>('/gallery/assets', form, {
      method: 'POST',
      ...(onProgress ? { onProgress } : {}),
    });
    return createdAsset(data);
  }
  const body = Object.fromEntries(filled);
  const { data } = await api.post<unknown>('/gallery/assets', body);
  return createdAsset(data);
}
