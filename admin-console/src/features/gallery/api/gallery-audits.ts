import { api } from '@party/shared-ui';
import type { ApiData } from '@party/shared-ui/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { galleryKeys } from './gallery-keys';

export type GalleryAudit = ApiData<'startGalleryAudit'>;

/** How often a running audit's progress is read. */
export const AUDIT_POLL_MS = 1000;

/** POST /api/gallery/audits: starts a bulk audit on the server, or answers the one already running. */
export async function startGalleryAudit(): Promise<{ audit: GalleryAudit; message: string }> {
  const { data, message } = await api.post<GalleryAudit>('/gallery/audits');
  return { audit: data, message };
}

/** GET /api/gallery/audits/current: the running audit, else the latest, else null; re-read while it runs. */
export function currentAuditQueryOptions() {
  return queryOptions({
    queryKey: galleryKeys.audit(),
    queryFn: async ({ signal }): Promise<GalleryAudit | null> => {
      const { data } = await api.get<ApiData<'getCurrentGalleryAudit'>>('/gallery/audits/current', {
        signal,
      });
      return data;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' ? AUDIT_POLL_MS : false),
  });
}
