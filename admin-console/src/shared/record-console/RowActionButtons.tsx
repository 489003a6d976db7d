import { Button, Stack } from '@party/shared-ui';
import type { RowActions } from './record-console';

/** One button of a record's actions, e.g. Edit, Delete, Resend. */
export interface RowAction {
  readonly label: string;
  /** The accessible name, which names the record: "Edit {title}". */
  readonly name: string;
  readonly variant: 'secondary' | 'danger';
  readonly onClick: () => void;
  readonly disabled?: boolean;
}

/**
 * A record's action buttons in a row, small, in the order given; by default two stay on one line and more
 * may wrap. Nothing without any.
 */
export function RowActionButtons({
  actions,
  wrap = actions.length > 2,
}: {
  actions: readonly RowAction[];
  wrap?: boolean;
}) {
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" gap="2" wrap={wrap}>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.variant}
          aria-label={action.name}
          {...(action.disabled === undefined ? {} : { disabled: action.disabled })}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}

/** A record's Edit and Delete buttons, named after it; `deleteLabel` words Delete otherwise (e.g. "Remove"). */
export const editAndDelete = (name: string, actions: RowActions, deleteLabel = 'Delete'): RowAction[] => [
  { label: 'Edit', name: `Edit ${name}`, variant: 'secondary', onClick: actions.edit },
  { label: deleteLabel, name: `${deleteLabel} ${name}`, variant: 'danger', onClick: actions.remove },
];
