import { EmptyState, formatDate, useInjectedStyles } from '@party/shared-ui';
import { RowActionButtons } from '../../../shared/record-console/RowActionButtons';
import type { Executive } from '../api/types';
import { publicSummary } from './executive-form';

const CSS = `
.ac-org-executives { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--pui-space-3); }
.ac-org-executive { display: flex; gap: var(--pui-space-3); align-items: center; flex-wrap: wrap;
  padding: var(--pui-space-3); border: 1px solid var(--pui-color-border); border-radius: var(--pui-radius-md); }
.ac-org-executive__photo { width: 3rem; height: 3rem; border-radius: 50%; object-fit: cover;
  background: var(--pui-color-bg); flex: none; }
.ac-org-executive__body { flex: 1 1 12rem; min-width: 0; }
.ac-org-executive__name { margin: 0; font-weight: 600; }
.ac-org-executive__meta { margin: 0; color: var(--pui-color-text-muted); font-size: 0.875em; }
`;

export interface ExecutiveListProps {
  executives: readonly Executive[];
  /** The word of the delete button: "Remove" (constituency) or "Delete" (wards, branches). */
  removeLabel?: string;
  onEdit: (executive: Executive) => void;
  onRemove: (executive: Executive) => void;
  emptyMessage?: string;
}

/**
 * Executives with their picture, position, term and contacts, what the public site shows of them (their
 * consents), each with Edit and Remove/Delete.
 */
export function ExecutiveList({
  executives,
  removeLabel = 'Delete',
  onEdit,
  onRemove,
  emptyMessage = 'No executives yet.',
}: ExecutiveListProps) {
  useInjectedStyles('ac-org-executives', CSS);
  if (executives.length === 0) return <EmptyState titleAs="p" title="No executives" message={emptyMessage} />;
  return (
    <ul className="ac-org-executives">
      {executives.map((executive) => (
        <li key={executive.id} className="ac-org-executive">
          {executive.picture ? (
            <img className="ac-org-executive__photo" src={executive.picture} alt={executive.full_name} />
          ) : (
            <span className="ac-org-executive__photo" aria-hidden="true" />
          )}
          <div className="ac-org-executive__body">
            <p className="ac-org-executive__name">{executive.full_name}</p>
            <p className="ac-org-executive__meta">
              {executive.position_held}
              {executive.date_of_assumption_of_office
                ? ` · since ${formatDate(executive.date_of_assumption_of_office)}`
                : ''}
              {executive.date_of_end_of_tenure
                ? ` · until ${formatDate(executive.date_of_end_of_tenure)}`
                : ''}
            </p>
            {executive.phone_number || executive.email ? (
              <p className="ac-org-executive__meta">
                {[executive.phone_number, executive.email].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            <p className="ac-org-executive__meta">{publicSummary(executive)}</p>
          </div>
          <RowActionButtons
            actions={[
              {
                label: 'Edit',
                name: `Edit ${executive.full_name}`,
                variant: 'secondary',
                onClick: () => onEdit(executive),
              },
              {
                label: removeLabel,
                name: `${removeLabel} ${executive.full_name}`,
                variant: 'danger',
                onClick: () => onRemove(executive),
              },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
