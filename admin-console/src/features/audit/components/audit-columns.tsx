import { Badge, VisuallyHidden, type BadgeTone, type TableColumn } from '@party/shared-ui';
import {
  ACTION_LABELS,
  changeLines,
  entryTarget,
  formatWhen,
  type AuditAction,
  type AuditEntry,
} from '../audit-model';

const ACTION_TONES: Readonly<Record<AuditAction, BadgeTone>> = {
  create: 'success',
  update: 'info',
  delete: 'danger',
  status: 'warning',
  roles: 'warning',
  reorder: 'info',
  revoke: 'danger',
  restore: 'success',
  purge: 'danger',
};

/** Where a side of a change does not exist (a creation has no before). */
const NOT_APPLICABLE = '—';

/**
 * The fields an entry changed, folded away under a disclosure (a native `<details>`: opened with Enter or
 * Space, announced as expandable) whose name says which record it is about.
 */
export function ChangesDisclosure({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  if (lines.length === 0) return <span className="ac-audit-muted">No field changed</span>;
  const target = entryTarget(entry);
  const count = lines.length === 1 ? '1 field' : `${lines.length} fields`;
  return (
    <details className="ac-audit-changes">
      <summary>
        {count}
        <VisuallyHidden> changed: {target}</VisuallyHidden>
      </summary>
      <table className="ac-audit-diff">
        <caption className="ac-audit-visually-hidden">Changes to {target}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.field}>
              <th scope="row">{line.label}</th>
              {line.redacted ? (
                <td colSpan={2}>Changed (secret, not recorded)</td>
              ) : (
                <>
                  <td className="ac-audit-before">{line.before ?? NOT_APPLICABLE}</td>
                  <td className="ac-audit-after">{line.after ?? NOT_APPLICABLE}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The log's columns: when, who, from where, what was done, to which record, and the changed fields. */
export const AUDIT_COLUMNS: readonly TableColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    rowHeader: true,
    cell: (entry) => <time dateTime={entry.occurredAt}>{formatWhen(entry.occurredAt)}</time>,
  },
  {
    id: 'who',
    header: 'Who',
    cell: (entry) => entry.actorUsername ?? <span className="ac-audit-muted">Unknown</span>,
  },
  {
    id: 'from',
    header: 'From',
    cell: (entry) => (
      <>
        {entry.ip ?? NOT_APPLICABLE}
        {entry.requestId ? <span className="ac-audit-meta">Request {entry.requestId}</span> : null}
      </>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    cell: (entry) => (
      <Badge tone={ACTION_TONES[entry.action] ?? 'neutral'}>
        {ACTION_LABELS[entry.action] ?? entry.action}
      </Badge>
    ),
  },
  { id: 'record', header: 'Record', cell: (entry) => entryTarget(entry) },
  { id: 'changes', header: 'Changes', cell: (entry) => <ChangesDisclosure entry={entry} /> },
];
