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

/**
 * A filter above the list: a search box, a text box, a date (YYYY-MM-DD) or a select; changing one goes
 * back to page 1.
 */
export type RecordFilter<Name extends string> =
  | {
      readonly name: Name;
      readonly kind: 'search' | 'text' | 'date';
      readonly label: string;
      /** A hint in the empty box, e.g. "Name, username or email". */
      readonly placeholder?: string;
    }
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
  /**
   * Opens a dialog of the console's own (e.g. a create wizard, a roles editor) in the page, one at a time:
   * `render` draws it while it is open, and `close` (its cancel, its end) closes it.
   */
  readonly openDialog: (render: (close: () => void) => ReactNode) => void;
}

/** What the page's header, metrics and panels may use of the console and of its list. */
export interface RecordListContext<Row> extends RecordConsoleContext {
  /** The list's answer; undefined until it has loaded (or while it fails). */
  readonly page: RecordPage<Row> | undefined;
  /** The list is loading or reloading. */
  readonly fetching: boolean;
  /** Loads the list again. */
  readonly reload: () => void;
}

/** What a table's columns may use of the console, to offer actions of their own inside a cell. */
export interface RecordRowContext<Row> extends RecordListContext<Row> {
  /** A change of this record is under way (a declared action, its deletion): its buttons wait for it. */
  readonly busy: (row: Row) => boolean;
  /**
   * Runs an action on a record as a declared row action runs (its confirmation, notices and reload), e.g.
   * one made for a cell's own button such as a chip's remove.
   */
  readonly perform: (action: RecordAction<Row>, row: Row) => void;
}

/** One figure above the list, e.g. "Total 13". Its value is shown under its label, its `id` names it for tests. */
export interface RecordMetric {
  readonly id: string;
  readonly label: string;
  readonly value: ReactNode;
}

/** The outcome notices of an action: its success, and its failure (a fixed text, or the server's words). */
export interface ActionOutcome<Row> {
  /** The success notice: fixed, or from the record and what the call answered (e.g. the server's message). */
  readonly succeeded: string | ((row: Row, result: unknown) => string);
  /**
   * The failure notice: a string is the fallback of the server's message; a function words every failure
   * itself (e.g. a fixed text whatever the server said).
   */
  readonly failed: string | ((error: unknown) => string);
}

/**
 * A row action besides Edit and Delete (e.g. Resend, Revoke, Copy link): a button on each record it is
 * offered for, which runs a call, optionally after a confirmation, and reports the outcome as a notice.
 */
export interface RecordAction<Row> extends ActionOutcome<Row> {
  /** The button's text, e.g. "Resend". */
  readonly label: string;
  /** The button's accessible name, which names the record: "Resend invitation to {email}". */
  readonly name: (row: Row) => string;
  readonly variant: 'secondary' | 'danger';
  /** Which records offer the action; all by default. */
  readonly offered?: (row: Row) => boolean;
  /** Shown but disabled for these records (e.g. no link to copy). */
  readonly unavailable?: (row: Row) => boolean;
  /** The call; `answer` is what was typed, trimmed, in the confirmation's `input` (none without one). */
  readonly run: (row: Row, answer?: string) => Promise<unknown>;
  /**
   * Whether the call changes the record (default true): the lists are then reloaded after it, and the
   * record's changing actions are disabled while it runs.
   */
  readonly changes?: boolean;
  /** Asks first, as Delete does: nothing is sent until the user confirms. */
  readonly confirm?: {
    readonly title: string;
    readonly message: string | ((row: Row) => string);
    readonly confirmLabel: string;
    /** The confirm button while the call runs, e.g. "Revoking…". */
    readonly busyLabel: string;
    /** A text box in the confirmation, e.g. "Reason (optional)"; what is typed goes to `run`. */
    readonly input?: { readonly label: string };
  };
}

/**
 * A create form on the page itself (not a dialog), in a section of its own above the list. With a create
 * call it sends the values, then empties itself and reports `saved` as the console's notice; problems with
 * a field show beside it, and only a failure naming no field is reported as a notice. Without a create
 * call it only checks the values: once they pass, it says `saved` inside itself (nothing was sent) until a
 * field changes.
 */
export interface RecordCreateFormDeclaration<Values extends FormValues<Values>> {
  /** The section's heading, e.g. "Create Invitation". */
  readonly title: string;
  /** A sentence under the heading. */
  readonly description?: string;
  /** The form's accessible name, e.g. "Create invitation". */
  readonly label: string;
  readonly submitLabel: string;
  /** The submit button while the call runs; "Saving…" by default. */
  readonly busyLabel?: string;
  /** A button that empties the form, e.g. "Clear"; none by default. */
  readonly clearLabel?: string;
  /** `row`: the fields and the buttons on one line; `block` (default): the buttons below, at the end. */
  readonly layout?: 'row' | 'block';
  readonly initial: () => Values;
  /** Client-side rules; an empty object lets the form be sent. */
  readonly validate: (values: Values) => FieldErrors;
  readonly mapServerErrors?: (errors: FieldErrors) => FieldErrors;
  /** The fields, laid out, as in the dialog's `fields`. */
  readonly fields: (field: RecordFormField<Values>, saving: boolean) => ReactNode;
  /** The success notice, or what a form without a call says once the values pass. */
  readonly saved: string;
  /** Reported when a save fails without a message of the server's; needed with a create call. */
  readonly failureMessage?: string;
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
      /**
       * The columns before the Edit and Delete buttons; drawn from the console's context where a cell
       * offers actions of its own (a chip's remove, a button opening a dialog of the console's).
       */
      readonly columns:
        readonly TableColumn<Row>[] | ((context: RecordRowContext<Row>) => readonly TableColumn<Row>[]);
      /** The header of the buttons' column; "Actions" by default. */
      readonly actionsHeader?: string;
      /** Shows that header (hidden by default, read only by screen readers). */
      readonly showActionsHeader?: boolean;
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
 *
 * Optional parts, for consoles that need them: an access gate, header actions in place of the create
 * button, metrics and panels above the list, a create form on the page, row actions besides Edit and
 * Delete, filters applied on demand (in a section of their own), a list shown whole, notices that clear
 * themselves, and dialogs of the console's own opened from its header or its cells (`openDialog`). A
 * console without `form` offers no Edit; one without `calls.remove` offers no Delete.
 */
export interface RecordConsoleDeclaration<
  Row,
  Filters extends FormValues<Filters>,
  Values extends FormValues<Values>,
  Key extends QueryKey,
> {
  readonly title: string;
  readonly subtitle: string;
  /**
   * Who may use the console (spec 02 §6); everyone else sees the page with `refusal` instead, and nothing
   * is loaded for them. Open to all by default.
   */
  readonly access?: {
    readonly requires: 'admin' | 'super';
    readonly refusal: string;
    readonly tone: 'warning' | 'error';
  };
  /** The button that opens the create dialog; none without one (or without `form`). */
  readonly createLabel?: string;
  /** A header button that loads the list again, e.g. "Refresh inventory"; it clears the notice first. */
  readonly reloadLabel?: string;
  /** What else the page's header shows, after the reload button and before the create button. */
  readonly headerActions?: (context: RecordListContext<Row>) => ReactNode;
  /** A hook: the figures shown above everything else (e.g. counts), from the list or calls of its own. */
  readonly useMetrics?: (context: RecordListContext<Row>) => readonly RecordMetric[];
  /** A create form on the page, above the list, instead of (or besides) the create dialog. */
  readonly createForm?: RecordCreateFormDeclaration<Values>;
  /** What is shown between the create form and the list (e.g. summary panels of the records). */
  readonly panels?: (context: RecordListContext<Row>) => ReactNode;
  /** Puts the filters alone in a section under this heading (e.g. a "Filters" card). */
  readonly filtersSection?: { readonly title: string; readonly variant?: 'plain' | 'card' };
  /** Puts the filters, the list and its pages in a section under this heading. */
  readonly listSection?: { readonly title: string; readonly variant?: 'plain' | 'card' };
  /** Styles of the declaration's own cells, injected once under `id`. */
  readonly styles?: { readonly id: string; readonly css: string };
  readonly filters: readonly RecordFilter<keyof Filters & string>[];
  /**
   * Applies the filters only on Apply (or Enter), with Reset, in a form of this accessible name; by
   * default each filter applies as it changes.
   */
  readonly applyFiltersLabel?: string;
  readonly emptyFilters: Filters;
  /** A hook that chooses the parent of the records, for consoles of records that belong to one. */
  readonly useScope?: (resetPage: () => void) => RecordScope;
  readonly view: RecordView<Row>;
  readonly rowKey: (row: Row) => string;
  /** How the Edit and Delete buttons and the confirmation name a row. */
  readonly rowName: (row: Row) => string;
  /** Row actions besides Edit and Delete, shown before them in this order. */
  readonly rowActions?: readonly RecordAction<NoInfer<Row>>[];
  /** The notice clears itself after this many milliseconds (spec 02 §9); it stays until dismissed by default. */
  readonly noticeClearMs?: number;
  /** The list call answers every record at once: no pagination line. */
  readonly unpaged?: boolean;
  readonly texts: {
    readonly loading: string;
    /** A string is the fallback of the server's message; a function words every failure itself. */
    readonly loadFailed: string | ((error: unknown) => string);
    readonly emptyTitle: string;
    /** Says why the list is empty: `filtered`, a filter is set; `scoped`, a parent is chosen. None: no message. */
    readonly emptyMessage?: (state: { readonly filtered: boolean; readonly scoped: boolean }) => string;
    /** What the pagination line counts, e.g. "articles" in "(12 total articles)"; none: no total shown. */
    readonly totalNoun?: string;
    // The delete texts are needed with `calls.remove`.
    readonly deleteTitle?: string;
    readonly deleteMessage?: (row: Row) => string;
    /** The success notice: fixed, or naming the record. */
    readonly deleted?: string | ((row: Row) => string);
    /** A string is the fallback of the server's message; a function words every failure itself. */
    readonly deleteFailed?: string | ((error: unknown) => string);
    /** The Delete button's and the confirmation's word, e.g. "Remove"; "Delete" by default. */
    readonly deleteLabel?: string;
    /** The confirm button while the delete runs; "Deleting…" by default. */
    readonly deletingLabel?: string;
  };
  // NoInfer: the records are those of the list; a form built by a helper is checked against them.
  /** The create/edit dialog; none: records are not edited here. */
  readonly form?: RecordFormDeclaration<NoInfer<Row>, Values>;
  readonly calls: {
    /** `scopeId` is the chosen parent's id ('' without one) in each call. */
    readonly list: (query: {
      readonly page: number;
      readonly filters: Filters;
      readonly scopeId: string;
    }) => UseQueryOptions<RecordPage<Row>, DefaultError, RecordPage<Row>, Key>;
    /** None: a create form only checks its values. */
    readonly create?: (values: Values, scopeId: string) => Promise<unknown>;
    readonly update?: (row: Row, values: Values, scopeId: string) => Promise<unknown>;
    /** None: no Delete. */
    readonly remove?: (row: Row, scopeId: string) => Promise<unknown>;
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
