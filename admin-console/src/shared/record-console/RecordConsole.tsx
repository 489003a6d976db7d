import {
  Button,
  EmptyState,
  errorMessage,
  Grid,
  Page,
  Pagination,
  Select,
  Spinner,
  Stack,
  Table,
  TextField,
  useInjectedStyles,
  type TableColumn,
} from '@party/shared-ui';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import type { FormValues, Notice, RecordConsoleDeclaration, RecordScope, RowActions } from './record-console';
import { useRecordEditor } from './RecordFormDialog';
import { editAndDelete, RowActionButtons } from './RowActionButtons';
import { useConfirmedAction } from './use-confirmed-action';
import { LoadFailedBanner } from '../LoadFailedBanner';
import { NoticeBanner } from '../NoticeBanner';

const CSS = `
.ac-records-filters { align-items: flex-end; }
.ac-records-filters > * { flex: 1 1 14rem; max-width: 24rem; }
.ac-records-id { font-family: var(--pui-font-mono); color: var(--pui-color-text-muted); }
`;

/** A short id in a list: its first eight characters, the whole id on hover. */
export function ShortId({ id }: { id: string }) {
  return (
    <span className="ac-records-id" title={id}>
      {id.slice(0, 8)}
    </span>
  );
}

/** The scope of a console whose records belong to no parent. */
const useNoScope = (): RecordScope | null => null;
/** The cards of a console shown as a table. */
const useNoCards = () => ({ card: () => null, dialogs: null });

type SaveVariables<Row, Values> = { record: Row | null; values: Values };

export interface RecordConsoleProps<
  Row,
  Filters extends FormValues<Filters>,
  Values extends FormValues<Values>,
  Key extends QueryKey,
> {
  declaration: RecordConsoleDeclaration<Row, Filters, Values, Key>;
}

/**
 * An admin record console (spec 02 §2) rendered from its declaration: the parent selects and filters, the
 * paginated table or cards with Edit and Delete per record, the create/edit dialog, the delete confirmation
 * and the outcome notices.
 */
export function RecordConsole<
  Row,
  Filters extends FormValues<Filters>,
  Values extends FormValues<Values>,
  Key extends QueryKey,
>({ declaration }: RecordConsoleProps<Row, Filters, Values, Key>) {
  const { texts, calls, view } = declaration;
  useInjectedStyles('ac-record-console', CSS);
  // A declaration without styles of its own injects the shared sheet again: a no-op.
  const own = declaration.styles ?? { id: 'ac-record-console', css: CSS };
  useInjectedStyles(own.id, own.css);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>(declaration.emptyFilters);
  const [notice, setNotice] = useState<Notice | null>(null);

  // The declaration is fixed for the console's life, so these hooks are the same on every render.
  const useScope = declaration.useScope ?? useNoScope;
  const scope = useScope(() => setPage(1));
  const scopeId = scope?.id ?? '';
  const scoped = scope === null || scopeId !== '';
  const useCards = view.kind === 'cards' ? view.useCards : useNoCards;
  const cards = useCards({ scopeId, notify: setNotice, clearNotice: () => setNotice(null) });

  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: calls.invalidates });
  const list = useQuery(calls.list({ page, filters, scopeId }));
  const save = useMutation({
    mutationFn: ({ record, values }: SaveVariables<Row, Values>) =>
      record ? calls.update(record, values, scopeId) : calls.create(values, scopeId),
    onSuccess: invalidate,
  });
  const remove = useMutation({ mutationFn: (row: Row) => calls.remove(row, scopeId), onSuccess: invalidate });
  const editor = useRecordEditor({
    form: declaration.form,
    save: (record: Row | null, values: Values) => save.mutateAsync({ record, values }),
    saving: save.isPending,
    notify: setNotice,
  });
  const deletion = useConfirmedAction({
    run: (row: Row) => remove.mutateAsync(row),
    title: texts.deleteTitle,
    message: texts.deleteMessage,
    confirmLabel: 'Delete',
    busyLabel: 'Deleting…',
    succeeded: () => texts.deleted,
    failed: (error) => errorMessage(error, texts.deleteFailed),
    notify: setNotice,
  });

  const actions = (row: Row): RowActions => ({
    edit: () => editor.open(row),
    remove: () => deletion.ask(row),
  });

  const filterValues: readonly string[] = Object.values(filters);
  const filtered = filterValues.some((value) => value.trim() !== '');
  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  const items = list.data?.items ?? [];
  const empty = list.isError ? null : (
    <EmptyState titleAs="p" title={texts.emptyTitle} message={texts.emptyMessage({ filtered, scoped })} />
  );

  let records;
  if (view.kind === 'table') {
    const columns: TableColumn<Row>[] = [...view.columns, actionsColumn(declaration.rowName, actions)];
    records = (
      <Table
        caption={view.caption}
        hideCaption
        columns={columns}
        rows={items}
        getRowKey={declaration.rowKey}
        loading={list.isFetching && !list.isError}
        loadingLabel={texts.loading}
        empty={empty}
      />
    );
  } else if ((scope?.pending ?? false) || (scoped && list.isPending)) {
    records = <Spinner label={texts.loading} />;
  } else if (items.length === 0) {
    records = empty;
  } else {
    records = (
      <Grid minItemWidth="20rem" gap="4">
        {items.map((row) => (
          <Fragment key={declaration.rowKey(row)}>{cards.card(row, actions(row))}</Fragment>
        ))}
      </Grid>
    );
  }

  return (
    <Page
      eyebrow="Admin"
      title={declaration.title}
      subtitle={declaration.subtitle}
      width="wide"
      actions={
        <Button
          disabled={!scoped}
          onClick={() => {
            setNotice(null);
            editor.open(null);
          }}
        >
          {declaration.createLabel}
        </Button>
      }
    >
      <Stack gap="4">
        <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
        {scope?.banners}
        <LoadFailedBanner query={list}>{errorMessage(list.error, texts.loadFailed)}</LoadFailedBanner>
        <Stack direction="row" gap="4" className="ac-records-filters">
          {scope?.selects}
          {declaration.filters.map((filter) =>
            filter.kind === 'search' ? (
              <TextField
                key={filter.name}
                label={filter.label}
                type="search"
                value={filters[filter.name]}
                onChange={(event) => setFilter(filter.name, event.target.value)}
              />
            ) : (
              <Select
                key={filter.name}
                label={filter.label}
                options={filter.options}
                placeholder={filter.placeholder}
                value={filters[filter.name]}
                onChange={(event) => setFilter(filter.name, event.target.value)}
              />
            ),
          )}
        </Stack>
        {records}
        {list.data && scoped ? (
          <Pagination
            page={list.data.page}
            totalPages={list.data.totalPages}
            onPageChange={setPage}
            totalText={`(${list.data.totalItems} total ${texts.totalNoun})`}
            disabled={list.isFetching}
          />
        ) : null}
      </Stack>
      {editor.dialog}
      {deletion.dialog}
      {cards.dialogs}
    </Page>
  );
}

/** The table's last column: Edit and Delete, named after the row. */
function actionsColumn<Row>(
  rowName: (row: Row) => string,
  actions: (row: Row) => RowActions,
): TableColumn<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (row) => <RowActionButtons actions={editAndDelete(rowName(row), actions(row))} />,
  };
}
