import { api } from '@party/shared-ui';
import type { ApiData, ApiQuery } from '@party/shared-ui/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RecordPage } from '../../../shared/record-console/record-console';
import type { AuditEntry } from '../audit-model';
import { auditKeys, type AuditFilters } from './audit-keys';

export const AUDIT_PAGE_SIZE = 20;

/** GET /audit?actor&entity&from&to&page&limit: one page of the log, newest first. */
export async function getAuditEntries(
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<RecordPage<AuditEntry>> {
  const query: ApiQuery<'listAuditEntries'> = {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page: filters.page,
    limit: AUDIT_PAGE_SIZE,
  };
  const response = await api.get<ApiData<'listAuditEntries'>>('/audit', { params: query, signal });
  const entries = Array.isArray(response.data) ? response.data : [];
  const pagination = response.pagination ?? {};
  return {
    items: entries,
    page: filters.page,
    totalPages: pagination.total_pages ?? pagination.totalPages ?? 1,
    totalItems: pagination.count ?? entries.length,
  };
}

/** One page of the filtered log; the previous page stays on screen while the next loads. */
export const auditEntriesQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ signal }) => getAuditEntries(filters, signal),
    placeholderData: keepPreviousData,
  });
