import { Button, Card, Stack } from '@party/shared-ui';
import { Fragment } from 'react';
import type { RecordConsoleContext, RowActions } from '../../../shared/record-console/record-console';
import type { Executive, ExecutiveOwner } from '../api/types';
import { editAndDelete, RowActionButtons } from '../../../shared/record-console/RowActionButtons';
import { ExecutiveList } from './ExecutiveList';
import { useExecutiveDialogs } from './useExecutiveDialogs';

interface OrgUnitCardProps {
  /** The ward's or branch's name: the card title and the subject of its buttons' names. */
  name: string;
  /** Label and value rows of its details block. */
  facts: readonly (readonly [label: string, value: string | number])[];
  executives: readonly Executive[];
  onEdit: () => void;
  onDelete: () => void;
  onAddExecutive: () => void;
  onEditExecutive: (executive: Executive) => void;
  onRemoveExecutive: (executive: Executive) => void;
}

/** One ward or branch in its console: details, Edit and Delete, and its executives. */
export function OrgUnitCard(props: OrgUnitCardProps) {
  const { name } = props;
  return (
    // The cards sit right under the page title: their titles are the second heading level.
    <Card as="article" title={name} titleAs="h2">
      <Stack gap="3">
        <dl className="ac-org-facts">
          {props.facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <RowActionButtons
          wrap
          actions={editAndDelete(name, { edit: props.onEdit, remove: props.onDelete })}
        />
        <Stack direction="row" gap="2" align="center" justify="between">
          <h3 className="ac-org-subhead">Executives</h3>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Add executive to ${name}`}
            onClick={props.onAddExecutive}
          >
            Add Executive
          </Button>
        </Stack>
        <ExecutiveList
          executives={props.executives}
          onEdit={props.onEditExecutive}
          onRemove={props.onRemoveExecutive}
        />
      </Stack>
    </Card>
  );
}

/** What a ward's or branch's card shows, and where its executives belong. */
export interface OrgUnit {
  readonly name: string;
  readonly facts: OrgUnitCardProps['facts'];
  readonly executives: readonly Executive[];
  readonly owner: ExecutiveOwner;
}

/**
 * The cards of a wards or branches console: each unit's card, and the dialogs of their executives, whose
 * outcomes are shown as the console's notices.
 */
export function orgUnitCards<Row>(describe: (row: Row, scopeId: string) => OrgUnit) {
  return function useOrgUnitCards({ scopeId, notify, clearNotice }: RecordConsoleContext) {
    const executives = useExecutiveDialogs(notify);
    return {
      dialogs: executives.dialogs,
      card: (row: Row, actions: RowActions) => {
        const unit = describe(row, scopeId);
        return (
          <OrgUnitCard
            name={unit.name}
            facts={unit.facts}
            executives={unit.executives}
            onEdit={() => {
              clearNotice();
              actions.edit();
            }}
            onDelete={actions.remove}
            onAddExecutive={() => {
              clearNotice();
              executives.edit(unit.owner, null);
            }}
            onEditExecutive={(executive) => executives.edit(unit.owner, executive)}
            onRemoveExecutive={(executive) => executives.remove(unit.owner, executive)}
          />
        );
      },
    };
  };
}
