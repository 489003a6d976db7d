import type { AuditEntity } from '../audit-model';

export interface AuditFilters {
  /** The id of the account that made the change; '' for anyone. */
  readonly actor: string;
  readonly entity: AuditEntity | '';
  /** YYYY-MM-DD, inclusive; '' for no bound. */
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

/** Hierarchical keys: `all` covers every page of the log and the list of actors. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: AuditFilters) => [...auditKeys.lists(), filters] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};
