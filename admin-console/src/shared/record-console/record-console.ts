import type { BannerTone, FieldErrors, SelectOption, TableColumn } from '@party/shared-ui';
import type { DefaultError, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RecordFormField } from './use-record-form';

/** One page of a console's list, with the totals its pagination line shows. */
export interface RecordPage<Row> {
  readonly items: readonly Row[];
  readonly page: number;
  readonly totalPages: number;
  readonly totalItems: number;
}

/** What a list call asks for: one page of `limit` records, those matching `search`. */
export interface PageQuery {
  readonly page: number;
  readonly limit: number;
  readonly search: string;
}

/** A filter above the list: a search box or a select; changing either goes back to page 1. */
export type RecordFilter<Name extends string> =
  | { readonly name: Name; readonly kind: 'search'; readonly label: string }
  | {
      readonly name: Name;
      readonly kind: 'select';
      readonly label: string;
      readonly options: readonly SelectOption[];
      /** The empty choice, e.g. "All statuses". */
      readonly placeholder: string;
    };

/** Text values of a form, one per field. */
export type FormValues<Values> = { [K in keyof Values]: string };

/** A create and an edit variant of one text. */
export interface CreateOrEdit {
  readonly create: string;
  readonly edit: string;
}

/** The create/edit dialog: its texts, its fields as typed text, their checks and the fields' layout. */
export interface RecordFormDeclaration<Row, Values extends FormValues<Values>> {
  readonly title: CreateOrEdit;
  readonly submitLabel: CreateOrEdit;
  /** The success notice after a save. */
  readonly saved: CreateOrEdit;
  /** Shown when a save fails without a message of the server's: one text, or one per variant. */
  readonly failureMessage: string | CreateOrEdit;
  readonly size?: 'sm' | 'md' | 'lg';
  /** The values of a new record (null) or of the record being edited. */
  readonly initial: (record: Row | null) => Values;
  /** Client-side rules; an empty object lets the form be sent. */
  readonly validate: (values: Values) => FieldErrors;
  /** Adjusts the server's field errors to the form's fields (e.g. another spelling of a field). */
  readonly mapServerErrors?: (errors: FieldErrors) => FieldErrors;
  /**
   * The fields, laid out: `field(name)` gives a design-system input its value, change handler and error;
   * `saving` is true while the save is under way.
   */
  readonly fields: (field: RecordFormField<Values>, saving: boolean) => ReactNode;
}

/** An outcome shown above the list. */
export interface Notice {
  readonly tone: BannerTone;
  readonly text: string;
}

/**
 * The parent the listed records belong to (e.g. the constituency of the wards), chosen above the list. Its
 * `id` is '' while there is none: the list then stays empty and nothing can be created.
 */
export interface RecordScope {
  readonly id: string;
  /** The parents are still loading. */
  readonly pending: boolean;
  /** Failures to load the parents. */
  readonly banners: ReactNode;
  /** The parent selects, shown where the filters are. */
  readonly selects: ReactNode;
}

/** What a console's own pieces (cards, their dialogs) may use of the console. */
export interface RecordConsoleContext {
  /** The chosen parent's id; '' without one. */
  readonly scopeId: string;
  readonly notify: (notice: Notice) => void;
  readonly clearNotice: () => void;
}

/** What a row's Edit and Delete buttons do: open the dialog, ask for the confirmation. */
export interface RowActions {
  readonly edit: () => void;
  readonly remove: () => void;
}

/** The records as a table (Edit and Delete in a last column) or as cards laid out in a grid. */
export type RecordView<Row> =
  | {
      readonly kind: 'table';
      /** The table's (hidden) caption. */
      readonly caption: string;
      /** The columns before the Edit and Delete buttons. */
      readonly columns: readonly TableColumn<Row>[];
    }
  | {
      readonly kind: 'cards';
      /** A hook: the cards' own state and dialogs, and how a record is drawn as a card. */
      readonly useCards: (context: RecordConsoleContext) => {
        readonly card: (row: Row, actions: RowActions) => ReactNode;
        readonly dialogs: ReactNode;
      };
    };

/**
 * One admin record console, declared: the page's texts, its filters, the list's columns, the form and the
 * API calls, and for records that belong to a parent, the parent's selects. `RecordConsole` renders it as
 * the list page with filters, pagination, the create/edit dialog, the delete confirmation and the notices.
 */
export interface RecordConsoleDeclaration<
  Row,
  Filters extends FormValues<Filters>,
  Values extends FormValues<Values>,
  Key extends QueryKey,
> {
  readonly title: string;
  readonly subtitle: string;
  /** The button that opens the create dialog. */
  readonly createLabel: string;
  /** Styles of the declaration's own cells, injected once under `id`. */
  readonly styles?: { readonly id: string; readonly css: string };
  readonly filters: readonly RecordFilter<keyof Filters & string>[];
  readonly emptyFilters: Filters;
  /** A hook that chooses the parent of the records, for consoles of records that belong to one. */
  readonly useScope?: (resetPage: () => void) => RecordScope;
  readonly view: RecordView<Row>;
  readonly rowKey: (row: Row) => string;
  /** How the Edit and Delete buttons and the confirmation name a row. */
  readonly rowName: (row: Row) => string;
  readonly texts: {
    readonly loading: string;
    readonly loadFailed: string;
    readonly emptyTitle: string;
    /** Says why the list is empty: `filtered`, a filter is set; `scoped`, a parent is chosen. */
    readonly emptyMessage: (state: { readonly filtered: boolean; readonly scoped: boolean }) => string;
    /** What the pagination line counts, e.g. "articles" in "(12 total articles)". */
    readonly totalNoun: string;
    readonly deleteTitle: string;
    readonly deleteMessage: (row: Row) => string;
    readonly deleted: string;
    readonly deleteFailed: string;
  };
  // NoInfer: the records are those of the list; a form built by a helper is checked against them.
  readonly form: RecordFormDeclaration<NoInfer<Row>, Values>;
  readonly calls: {
    /** `scopeId` is the chosen parent's id ('' without one) in each call. */
    readonly list: (query: {
      readonly page: number;
      readonly filters: Filters;
      readonly scopeId: string;
    }) => UseQueryOptions<RecordPage<Row>, DefaultError, RecordPage<Row>, Key>;
    readonly create: (values: Values, scopeId: string) => Promise<unknown>;
    readonly update: (row: Row, values: Values, scopeId: string) => Promise<unknown>;
    readonly remove: (row: Row, scopeId: string) => Promise<unknown>;
    /** What every change makes stale: the list queries' common prefix. */
    readonly invalidates: QueryKey;
  };
}

/** The nouns a console's standard texts are made of, in lower case. */
export interface RecordNouns {
  /** One record: "project", "news article". */
  readonly one: string;
  /** The records, as in "Loading …" and "Failed to load …": "projects", "news". */
  readonly many: string;
  /** As in "No … found", where it is not `many`: "news articles". */
  readonly listed?: string;
  /** What the pagination line counts, where it is not `many`: "articles". */
  readonly counted?: string;
}

/**
 * The texts every record console words alike (spec 02 §8), from its nouns: "Loading projects…", "Project
 * deleted successfully", "Failed to save project"… A declaration spreads them and adds its own.
 */
export function standardTexts({ one, many, listed = many, counted = many }: RecordNouns) {
  const record = one.charAt(0).toUpperCase() + one.slice(1);
  return {
    texts: {
      loading: `Loading ${many}…`,
      loadFailed: `Failed to load ${many}`,
      emptyTitle: `No ${listed} found`,
      totalNoun: counted,
      deleteTitle: `Delete ${one}?`,
      deleted: `${record} deleted successfully`,
      deleteFailed: `Failed to delete ${one}`,
    },
    form: {
      saved: { create: `${record} created successfully`, edit: `${record} updated successfully` },
      failureMessage: `Failed to save ${one}`,
    },
  };
}

/** Declares a console with its types checked and inferred in one place. */
export const defineRecordConsole = <
  Row,
  Filters extends FormValues<Filters>,
  Values extends FormValues<Values>,
  Key extends QueryKey,
>(
  declaration: RecordConsoleDeclaration<Row, Filters, Values, Key>,
) => declaration;
