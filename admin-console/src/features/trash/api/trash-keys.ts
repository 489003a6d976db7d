import type { TrashKind } from '../trash-model';

export interface TrashFilters {
  readonly kind: TrashKind | '';
  /** A username (any case) or a user id; '' for anyone. */
  readonly deletedBy: string;
  readonly search: string;
  /** YYYY-MM-DD, inclusive; '' for no bound. */
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

/** Hierarchical keys: `lists()` covers every page of the Trash. */
export const trashKeys = {
  all: ['admin', 'trash'] as const,
  lists: () => [...trashKeys.all, 'list'] as const,
  list: (filters: TrashFilters) => [...trashKeys.lists(), filters] as const,
  /**
   * What a restore makes stale: every cached read of the page. The record comes back wherever it was shown
   * (its console, the public site's pages, which share this cache) with everything that went with it.
   */
  everything: [] as const,
};
