import { useMemo } from 'react';
import type { SelectOption } from '@party/shared-ui';
import { defineRecordConsole } from '../../../shared/record-console/record-console';
import { RecordConsole } from '../../../shared/record-console/RecordConsole';
import { useAuditActors } from '../api/get-audit-actors';
import { auditEntriesQueryOptions } from '../api/get-audit-entries';
import { auditKeys } from '../api/audit-keys';
import { AUDIT_ENTITIES, AUDIT_MESSAGES, ENTITY_LABELS } from '../audit-model';
import { AUDIT_COLUMNS } from './audit-columns';

const STYLES = `
.ac-audit-muted { color: var(--pui-color-neutral-ink); font-style: italic; }
.ac-audit-meta { display: block; color: var(--pui-color-neutral-ink); font-size: var(--pui-font-size-sm);
  word-break: break-all; }
.ac-audit-changes summary { cursor: pointer; color: var(--pui-color-primary, inherit); white-space: nowrap; }
.ac-audit-changes summary:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.ac-audit-diff { border-collapse: collapse; margin-top: var(--pui-space-2); font-size: var(--pui-font-size-sm); }
.ac-audit-diff th, .ac-audit-diff td { text-align: start; vertical-align: top; padding: var(--pui-space-1) var(--pui-space-2);
  border-bottom: 1px solid var(--pui-color-border, #ddd); max-width: 24rem; overflow-wrap: anywhere; }
.ac-audit-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
`;

const ENTITY_OPTIONS: readonly SelectOption[] = AUDIT_ENTITIES.map((entity) => ({
  value: entity,
  label: ENTITY_LABELS[entity],
}));

/**
 * The audit log (super administrators only): every administrative write, newest first, filtered by the user
 * who made it, the kind of record and a date range, each with its changed fields' before and after.
 */
const auditConsole = (actors: readonly SelectOption[]) =>
  defineRecordConsole({
    title: 'Audit Log',
    subtitle: 'Who changed what, when and from where.',
    access: { requires: 'super', tone: 'error', refusal: AUDIT_MESSAGES.noAccess },
    reloadLabel: 'Refresh',
    styles: { id: 'ac-audit', css: STYLES },
    filtersSection: { title: 'Filters', variant: 'card' },
    filters: [
      { name: 'actor', kind: 'select', label: 'User', placeholder: 'Anyone', options: actors },
      { name: 'entity', kind: 'select', label: 'Record type', placeholder: 'All', options: ENTITY_OPTIONS },
      { name: 'from', kind: 'date', label: 'From' },
      { name: 'to', kind: 'date', label: 'To' },
    ],
    applyFiltersLabel: 'Filter audit log',
    emptyFilters: { actor: '', entity: '', from: '', to: '' },
    view: { kind: 'table', caption: 'Audit log', columns: AUDIT_COLUMNS },
    rowKey: (entry) => entry.id,
    rowName: (entry) => entry.label || entry.entity,
    texts: {
      loading: 'Loading the audit log…',
      loadFailed: AUDIT_MESSAGES.loadFailed,
      emptyTitle: 'No changes found',
      emptyMessage: ({ filtered }) => (filtered ? AUDIT_MESSAGES.empty : AUDIT_MESSAGES.none),
      totalNoun: 'changes',
    },
    calls: {
      list: ({ page, filters }) =>
        auditEntriesQueryOptions({
          actor: filters.actor,
          entity: AUDIT_ENTITIES.find((entity) => entity === filters.entity) ?? '',
          from: filters.from,
          to: filters.to,
          page,
        }),
      invalidates: auditKeys.lists(),
    },
  });

export function AuditConsole() {
  const actors = useAuditActors();
  // Only the User filter's choices change once the accounts are read; the console's hooks stay the same.
  const declaration = useMemo(() => auditConsole(actors.data ?? []), [actors.data]);
  return <RecordConsole declaration={declaration} />;
}
