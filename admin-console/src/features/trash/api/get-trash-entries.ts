import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RecordPage } from '../../../shared/record-console/record-console';
import type { TrashEntry } from '../trash-model';
import { trashKeys, type TrashFilters } from './trash-keys';

export const TRASH_PAGE_SIZE = 20;

/** GET /trash?kind&deletedBy&search&from&to&page&limit: one page, the most recently deleted first. */
export async function getTrashEntries(
  filters: TrashFilters,
  signal?: AbortSignal,
): Promise<RecordPage<TrashEntry>> {
  const deletedBy = filters.deletedBy.trim();
  const search = filters.search.trim();
  const query: ApiQuery<'listTrashEntries'> = {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(deletedBy ? { deletedBy } : {}),
    ...(search ? { search } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
    limit: TRASH_PAGE_SIZE,
  };
  const response = await api.get<ApiData<'listTrashEntries'>>('/trash', { params: query, signal });
  const entries = Array.isArray(response.data) ? response.data : [];
  const pagination = response.pagination ?? {};
  return {
    items: entries,
    page: filters.page,
    totalPages: pagination.total_pages ?? pagination.totalPages ?? 1,
    totalItems: pagination.count ?? entries.length,
  };
}

/** One page of the filtered Trash; the previous page stays on screen while the next loads. */
export const trashEntriesQueryOptions = (filters: TrashFilters) =>
  queryOptions({
    queryKey: trashKeys.list(filters),
    queryFn: ({ signal }) => getTrashEntries(filters, signal),
    placeholderData: keepPreviousData,
  });
