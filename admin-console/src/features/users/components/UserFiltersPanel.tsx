import { Section, Select, TextField } from '@party/shared-ui';
import type { FormEvent } from 'react';
import { STATUS_LABELS, USER_STATUSES, type UserStatus } from '../user-model';
import type { UserFilterDraft } from './useUserList';
import { FilterForm } from '../../../shared/FilterForm';

interface UserFiltersPanelProps {
  draft: UserFilterDraft;
  onChange: (change: Partial<UserFilterDraft>) => void;
  onApply: (event: FormEvent<HTMLFormElement>) => void;
  onReset: () => void;
}

/** The filter panel of the users console: Search, Status and Role, then Apply and Reset (spec 02 §2). */
export function UserFiltersPanel({ draft, onChange, onApply, onReset }: UserFiltersPanelProps) {
  return (
    <Section title="Filters" variant="card">
      <FilterForm label="Filter users" onApply={onApply} onReset={onReset}>
        <TextField
          label="Search"
          type="search"
          placeholder="Name, username or email"
          value={draft.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
        <Select
          label="Status"
          placeholder="All"
          options={USER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          value={draft.status}
          onChange={(e) => onChange({ status: e.target.value as UserStatus | '' })}
        />
        <TextField label="Role" value={draft.role} onChange={(e) => onChange({ role: e.target.value })} />
      </FilterForm>
    </Section>
  );
}
