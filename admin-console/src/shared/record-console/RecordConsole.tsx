import {
  Banner,
  Button,
  EmptyState,
  errorMessage,
  Grid,
  Page,
  Pagination,
  Section,
  Select,
  Spinner,
  Stack,
  Table,
  TextField,
  useInjectedStyles,
  type TableColumn,
} from '@party/shared-ui';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import type {
  ActionOutcome,
  FormValues,
  Notice,
  RecordAction,
  RecordConsoleDeclaration,
  RecordListContext,
  RecordMetric,
  RecordRowContext,
  RecordScope,
  RowActions,
} from './record-console';
import { RecordCreateForm } from './RecordCreateForm';
import { useRecordEditor } from './RecordFormDialog';
import { editAndDelete, RowActionButtons, type RowAction } from './RowActionButtons';
import { useConfirmedAction } from './use-confirmed-action';
import { AccessGate } from '../AccessGate';
import { FilterForm } from '../FilterForm';
import { LoadFailedBanner } from '../LoadFailedBanner';
import { NoticeBanner } from '../NoticeBanner';

const CSS = `
.ac-records-filters { align-items: flex-end; }
.ac-records-filters > * { flex: 1 1 14rem; max-width: 24rem; }
.ac-records-id { font-family: var(--pui-font-mono); color: var(--pui-color-text-muted); }
.ac-records-metric { border: 1px solid var(--pui-color-border); border-radius: var(--pui-radius-md); background: var(--pui-color-surface); padding: var(--pui-space-4); margin: 0; }
.ac-records-metric dt { color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
.ac-records-metric dd { margin: var(--pui-space-1) 0 0; font-size: var(--pui-font-size-xl); font-weight: var(--pui-font-weight-bold); }
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
/** The metrics of a console that shows none. */
const useNoMetrics = (): readonly RecordMetric[] => [];

/** An outcome's text: fixed, or drawn from what it is about. */
const textOf = <Subject,>(text: string | ((subject: Subject) => string), subject: Subject) =>
  typeof text === 'string' ? text : text(subject);

/** A failure's text: the server's words with a fixed fallback, or the declaration's own wording. */
const failureOf = (failed: ActionOutcome<unknown>['failed'], error: unknown) =>
  typeof failed === 'string' ? errorMessage(error, failed) : failed(error);

/** A declared row action on one record, as the console runs it, with what its confirmation was told. */
interface ActionRun<Row> {
  readonly action: RecordAction<Row>;
  readonly row: Row;
  readonly answer?: string;
}

/** The notice shown, numbered so that a new one (even of the same words) restarts its clearing. */
interface ShownNotice {
  readonly notice: Notice;
  readonly id: number;
}

/** A dialog of the console's own while it is open. */
type OwnDialog = (close: () => void) => ReactNode;

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
 * and the outcome notices; and where declared, the access gate, header actions, metrics, the create form
 * on the page, panels and further row actions.
 */
export function RecordConsole<
  Row,
  Filters extends FormValues<Filters>,
  Values extends FormValues<Values>,
  Key extends QueryKey,
>({ declaration }: RecordConsoleProps<Row, Filters, Values, Key>) {
  const { access } = declaration;
  if (!access) return <RecordConsolePage declaration={declaration} />;
  return (
    <AccessGate
      requires={access.requires}
      title={declaration.title}
      tone={access.tone}
      refusal={access.refusal}
    >
      <RecordConsolePage declaration={declaration} />
    </AccessGate>
  );
}

function RecordConsolePage<
  Row,
  Filters extends FormValues<Filters>,
  Values extends FormValues<Values>,
  Key extends QueryKey,
>({ declaration }: RecordConsoleProps<Row, Filters, Values, Key>) {
  const { texts, calls, view, form } = declaration;
  useInjectedStyles('ac-record-console', CSS);
  // A declaration without styles of its own injects the shared sheet again: a no-op.
  const own = declaration.styles ?? { id: 'ac-record-console', css: CSS };
  useInjectedStyles(own.id, own.css);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>(declaration.emptyFilters);
  // The filters as set in a form applied on demand; the list follows `filters`.
  const [draft, setDraft] = useState<Filters>(declaration.emptyFilters);
  const [shown, setShown] = useState<ShownNotice | null>(null);
  const setNotice = (notice: Notice | null) =>
    setShown((current) => (notice ? { notice, id: (current?.id ?? 0) + 1 } : null));
  const [ownDialog, setOwnDialog] = useState<{ readonly render: OwnDialog } | null>(null);
  const openDialog = (render: OwnDialog) => setOwnDialog({ render });

  // The declaration is fixed for the console's life, so these hooks are the same on every render.
  const useScope = declaration.useScope ?? useNoScope;
  const scope = useScope(() => setPage(1));
  const scopeId = scope?.id ?? '';
  const scoped = scope === null || scopeId !== '';
  const useCards = view.kind === 'cards' ? view.useCards : useNoCards;
  const cards = useCards({ scopeId, notify: setNotice, clearNotice: () => setNotice(null), openDialog });

  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: calls.invalidates });
  const list = useQuery(calls.list({ page, filters, scopeId }));
  const save = useMutation({
    mutationFn: ({ record, values }: SaveVariables<Row, Values>) => {
      const call = record ? calls.update?.bind(null, record) : calls.create;
      if (!call) throw new Error(`${declaration.title} declares no ${record ? 'update' : 'create'} call.`);
      return call(values, scopeId);
    },
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (row: Row) => {
      if (!calls.remove) throw new Error(`${declaration.title} declares no remove call.`);
      return calls.remove(row, scopeId);
    },
    onSuccess: invalidate,
  });
  const act = useMutation({
    mutationFn: ({ action, row, answer }: ActionRun<Row>) =>
      answer === undefined ? action.run(row) : action.run(row, answer),
    onSuccess: (_, { action }) => (action.changes === false ? undefined : invalidate()),
  });
  const editor = useRecordEditor({
    form,
    save: (record: Row | null, values: Values) => save.mutateAsync({ record, values }),
    saving: save.isPending,
    notify: setNotice,
  });
  const deleteLabel = texts.deleteLabel ?? 'Delete';
  const deletion = useConfirmedAction({
    run: (row: Row) => remove.mutateAsync(row),
    title: texts.deleteTitle ?? '',
    message: texts.deleteMessage ?? '',
    confirmLabel: deleteLabel,
    busyLabel: texts.deletingLabel ?? 'Deleting…',
    succeeded: (_, row) => textOf(texts.deleted ?? '', row),
    failed: (error) => failureOf(texts.deleteFailed ?? '', error),
    notify: setNotice,
  });
  const runAction = (run: ActionRun<Row>) =>
    act.mutateAsync(run).then(
      (result) => {
        const { succeeded } = run.action;
        setNotice({
          tone: 'success',
          text: typeof succeeded === 'string' ? succeeded : succeeded(run.row, result),
        });
      },
      (error: unknown) => setNotice({ tone: 'error', text: failureOf(run.action.failed, error) }),
    );
  // The declared actions that ask first share one confirmation; its outcome is reported by `runAction`.
  const confirmation = useConfirmedAction({
    // Only a confirmation with a text box has an answer to pass on.
    run: (run: ActionRun<Row>, answer) => runAction(run.action.confirm?.input ? { ...run, answer } : run),
    title: ({ action }: ActionRun<Row>) => action.confirm?.title ?? '',
    message: ({ action, row }) => textOf(action.confirm?.message ?? '', row),
    confirmLabel: ({ action }) => action.confirm?.confirmLabel ?? '',
    busyLabel: ({ action }) => action.confirm?.busyLabel ?? '',
    input: ({ action }) => action.confirm?.input,
    succeeded: () => '',
    failed: () => '',
    notify: () => {},
  });

  const actions = (row: Row): RowActions => ({
    edit: () => editor.open(row),
    remove: () => deletion.ask(row),
  });
  // The row being changed by a declared action or deleted: its changing actions wait for it.
  const changing = act.isPending && act.variables.action.changes !== false ? act.variables.row : null;
  const deleting = remove.isPending ? remove.variables : null;
  const busy = (row: Row) =>
    [changing, deleting].some(
      (other) => other !== null && declaration.rowKey(other) === declaration.rowKey(row),
    );
  const perform = (action: RecordAction<Row>, row: Row) =>
    action.confirm ? confirmation.ask({ action, row }) : void runAction({ action, row });
  const rowButtons = (row: Row): RowAction[] => [
    ...(declaration.rowActions ?? [])
      .filter((action) => action.offered?.(row) ?? true)
      .map((action): RowAction => ({
        label: action.label,
        name: action.name(row),
        variant: action.variant,
        disabled: (action.unavailable?.(row) ?? false) || (action.changes !== false && busy(row)),
        onClick: () => perform(action, row),
      })),
    ...editAndDelete(declaration.rowName(row), actions(row), deleteLabel).filter((button) =>
      button.label === 'Edit' ? form !== undefined && calls.update !== undefined : calls.remove !== undefined,
    ),
  ];

  const filterValues: readonly string[] = Object.values(filters);
  const filtered = filterValues.some((value) => value.trim() !== '');
  const setFilter = (name: keyof Filters, value: string) => {
    if (declaration.applyFiltersLabel !== undefined) {
      setDraft((current) => ({ ...current, [name]: value }));
      return;
    }
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const shownFilters = declaration.applyFiltersLabel === undefined ? filters : draft;

  const items = list.data?.items ?? [];
  const emptyMessage = texts.emptyMessage?.({ filtered, scoped });
  const empty = list.isError ? null : (
    <EmptyState
      titleAs="p"
      title={texts.emptyTitle}
      {...(emptyMessage === undefined ? {} : { message: emptyMessage })}
    />
  );

  const context: RecordListContext<Row> = {
    scopeId,
    notify: setNotice,
    clearNotice: () => setNotice(null),
    openDialog,
    page: list.data,
    fetching: list.isFetching,
    reload: () => void list.refetch(),
  };
  const useMetrics = declaration.useMetrics ?? useNoMetrics;
  const metrics = useMetrics(context);

  let records;
  if (view.kind === 'table') {
    const rowContext: RecordRowContext<Row> = { ...context, busy, perform };
    const declared = typeof view.columns === 'function' ? view.columns(rowContext) : view.columns;
    // A read-only console (a log) has no buttons, so no column for them.
    const offersActions =
      (declaration.rowActions?.length ?? 0) > 0 ||
      calls.remove !== undefined ||
      (form !== undefined && calls.update !== undefined);
    const columns: TableColumn<Row>[] = [
      ...declared,
      ...(offersActions
        ? [actionsColumn(view.actionsHeader, view.showActionsHeader ?? false, rowButtons)]
        : []),
    ];
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

  const filterFields = declaration.filters.map((filter) =>
    filter.kind !== 'select' ? (
      <TextField
        key={filter.name}
        label={filter.label}
        {...(filter.kind === 'search' || filter.kind === 'date' ? { type: filter.kind } : {})}
        {...(filter.placeholder === undefined ? {} : { placeholder: filter.placeholder })}
        value={shownFilters[filter.name]}
        onChange={(event) => setFilter(filter.name, event.target.value)}
      />
    ) : (
      <Select
        key={filter.name}
        label={filter.label}
        options={filter.options}
        placeholder={filter.placeholder}
        value={shownFilters[filter.name]}
        onChange={(event) => setFilter(filter.name, event.target.value)}
      />
    ),
  );
  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const resetFilters = () => {
    setDraft(declaration.emptyFilters);
    setFilters(declaration.emptyFilters);
    setPage(1);
  };

  const filterParts =
    declaration.applyFiltersLabel === undefined ? (
      <Stack direction="row" gap="4" className="ac-records-filters">
        {scope?.selects}
        {filterFields}
      </Stack>
    ) : (
      <FilterForm label={declaration.applyFiltersLabel} onApply={applyFilters} onReset={resetFilters}>
        {scope?.selects}
        {filterFields}
      </FilterForm>
    );
  const { filtersSection } = declaration;
  const listParts = (
    <>
      {filtersSection ? null : filterParts}
      {records}
      {list.data && scoped && !declaration.unpaged ? (
        <Pagination
          page={list.data.page}
          totalPages={list.data.totalPages}
          onPageChange={setPage}
          {...(texts.totalNoun === undefined
            ? {}
            : { totalText: `(${list.data.totalItems} total ${texts.totalNoun})` })}
          disabled={list.isFetching}
        />
      ) : null}
    </>
  );
  const { listSection } = declaration;

  const header: ReactNode[] = [];
  if (declaration.reloadLabel !== undefined)
    header.push(
      <Button
        key="reload"
        variant="secondary"
        disabled={list.isFetching}
        onClick={() => {
          setNotice(null);
          void list.refetch();
        }}
      >
        {declaration.reloadLabel}
      </Button>,
    );
  if (declaration.headerActions)
    header.push(<Fragment key="declared">{declaration.headerActions(context)}</Fragment>);
  if (declaration.createLabel !== undefined && form)
    header.push(
      <Button
        key="create"
        disabled={!scoped}
        onClick={() => {
          setNotice(null);
          editor.open(null);
        }}
      >
        {declaration.createLabel}
      </Button>,
    );
  // One action stands alone, as the consoles with only a create button have it.
  const headerActions =
    header.length > 1 ? (
      <Stack direction="row" gap="2">
        {header}
      </Stack>
    ) : (
      header[0]
    );

  return (
    <Page
      eyebrow="Admin"
      title={declaration.title}
      subtitle={declaration.subtitle}
      width="wide"
      actions={headerActions}
    >
      <Stack gap="4">
        {shown && declaration.noticeClearMs !== undefined ? (
          <Banner
            key={shown.id}
            tone={shown.notice.tone}
            onDismiss={() => setNotice(null)}
            autoClearMs={declaration.noticeClearMs}
          >
            {shown.notice.text}
          </Banner>
        ) : (
          <NoticeBanner notice={shown?.notice ?? null} onDismiss={() => setNotice(null)} />
        )}
        {scope?.banners}
        <LoadFailedBanner query={list}>{failureOf(texts.loadFailed, list.error)}</LoadFailedBanner>
        {metrics.length > 0 ? <Metrics metrics={metrics} /> : null}
        {declaration.createForm ? (
          <RecordCreateForm
            form={declaration.createForm}
            save={calls.create ? (values: Values) => save.mutateAsync({ record: null, values }) : undefined}
            saving={save.isPending}
            notify={setNotice}
          />
        ) : null}
        {declaration.panels?.(context)}
        {filtersSection ? (
          <Section title={filtersSection.title} variant={filtersSection.variant ?? 'plain'}>
            {filterParts}
          </Section>
        ) : null}
        {listSection ? (
          <Section title={listSection.title} variant={listSection.variant ?? 'plain'}>
            <Stack gap="4">{listParts}</Stack>
          </Section>
        ) : (
          listParts
        )}
      </Stack>
      {editor.dialog}
      {deletion.dialog}
      {confirmation.dialog}
      {cards.dialogs}
      {ownDialog?.render(() => setOwnDialog(null))}
    </Page>
  );
}

/** The figures above the list, each a label over its value. */
function Metrics({ metrics }: { metrics: readonly RecordMetric[] }) {
  return (
    <Grid minItemWidth="12rem" gap="4">
      {metrics.map((metric) => (
        <dl key={metric.id} className="ac-records-metric">
          <dt>{metric.label}</dt>
          <dd data-testid={`stat-${metric.id}`}>{metric.value}</dd>
        </dl>
      ))}
    </Grid>
  );
}

/** The table's last column: the row's buttons (its declared actions, Edit and Delete), named after it. */
function actionsColumn<Row>(
  header: string | undefined,
  showHeader: boolean,
  buttons: (row: Row) => RowAction[],
): TableColumn<Row> {
  return {
    id: 'actions',
    header: header ?? 'Actions',
    hideHeader: !showHeader,
    cell: (row) => <RowActionButtons actions={buttons(row)} />,
  };
}
