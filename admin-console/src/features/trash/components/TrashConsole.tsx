import { isSuperAdmin, useCurrentUser, type SelectOption } from '@party/shared-ui';
import { useMemo } from 'react';
import { ADMIN_ACCESS } from '../../../shared/AccessGate';
import { defineRecordConsole } from '../../../shared/record-console/record-console';
import { RecordConsole } from '../../../shared/record-console/RecordConsole';
import { TRASH_CSS } from '../../../styles/trash.css';
import { trashEntriesQueryOptions } from '../api/get-trash-entries';
import { trashKeys } from '../api/trash-keys';
import { isTrashKind, KIND_LABELS, kindsFor, TRASH_MESSAGES } from '../trash-model';
import { TRASH_ACTIONS, TRASH_COLUMNS } from './trash-columns';

/**
 * The Trash: what was deleted in the last 30 days, by whom and when, filtered by kind, who deleted it, its
 * name and a date range; each record restored whole or deleted for good. `kinds` are the Kind filter's
 * choices: accounts only for the super roles, to whom alone the API lists them.
 */
const trashConsole = (kinds: readonly SelectOption[]) =>
  defineRecordConsole({
    title: 'Trash',
    subtitle: 'Deleted records are kept here for 30 days, then deleted for good.',
    access: ADMIN_ACCESS,
    reloadLabel: 'Refresh',
    styles: { id: 'ac-trash', css: TRASH_CSS },
    filtersSection: { title: 'Filters', variant: 'card' },
    filters: [
      { name: 'kind', kind: 'select', label: 'Kind', placeholder: 'All kinds', options: kinds },
      { name: 'deletedBy', kind: 'text', label: 'Deleted by', placeholder: 'Username' },
      { name: 'search', kind: 'search', label: 'Search', placeholder: 'Name or what went with it' },
      { name: 'from', kind: 'date', label: 'From' },
      { name: 'to', kind: 'date', label: 'To' },
    ],
    applyFiltersLabel: 'Filter the Trash',
    emptyFilters: { kind: '', deletedBy: '', search: '', from: '', to: '' },
    view: {
      kind: 'table',
      caption: 'Deleted records',
      columns: TRASH_COLUMNS,
      actionsHeader: 'Actions',
    },
    rowKey: (entry) => entry.id,
    rowName: (entry) => entry.label,
    rowActions: TRASH_ACTIONS,
    texts: {
      loading: 'Loading the Trash…',
      loadFailed: TRASH_MESSAGES.loadFailed,
      emptyTitle: 'No deleted records found',
      emptyMessage: ({ filtered }) => (filtered ? TRASH_MESSAGES.empty : TRASH_MESSAGES.none),
      totalNoun: 'deleted records',
    },
    calls: {
      list: ({ page, filters }) =>
        trashEntriesQueryOptions({
          kind: isTrashKind(filters.kind) ? filters.kind : '',
          deletedBy: filters.deletedBy,
          search: filters.search,
          from: filters.from,
          to: filters.to,
          page,
        }),
      // A restored record shows again wherever it was shown: its console, the public pages.
      invalidates: trashKeys.everything,
    },
  });

export function TrashConsole() {
  const superAdmin = isSuperAdmin(useCurrentUser());
  // Only the Kind filter's choices depend on the user; the console's hooks stay the same.
  const declaration = useMemo(
    () => trashConsole(kindsFor(superAdmin).map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))),
    [superAdmin],
  );
  return <RecordConsole declaration={declaration} />;
}
