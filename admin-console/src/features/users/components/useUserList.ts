import { useState, type FormEvent } from 'react';
import { useUsers } from '../api/get-users';
import type { UserFilters } from '../api/user-keys';

const EMPTY_FILTERS: UserFilters = { search: '', status: '', role: '', page: 1 };

export type UserFilterDraft = Omit<UserFilters, 'page'>;

/**
 * The users list and its filters: the panel edits a draft, Apply sends it from page 1, Reset clears both;
 * the header's counts come from the loaded page (spec 02 §2).
 */
export function useUserList() {
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const [draft, setDraft] = useState<UserFilterDraft>(EMPTY_FILTERS);
  const list = useUsers(filters, true);

  const users = list.data?.users ?? [];
  const pagination = list.data?.pagination;

  return {
    list,
    users,
    page: filters.page,
    total: pagination?.count ?? users.length,
    totalPages: pagination?.total_pages ?? pagination?.totalPages ?? 1,
    activeCount: users.filter((u) => u.status === 'active').length,
    suspendedCount: users.filter((u) => u.status === 'suspended').length,
    draft,
    editDraft: (change: Partial<UserFilterDraft>) => setDraft((current) => ({ ...current, ...change })),
    apply: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setFilters({ ...draft, page: 1 });
    },
    reset: () => {
      setDraft(EMPTY_FILTERS);
      setFilters(EMPTY_FILTERS);
    },
    setPage: (page: number) => setFilters((current) => ({ ...current, page })),
  };
}
