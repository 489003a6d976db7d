import { useId, type Key, type ReactNode } from 'react';
import { EmptyState } from '../empty-state/EmptyState';
import { Spinner } from '../spinner/Spinner';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface TableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  /** The column heading. */
  header: ReactNode;
  /** Renders this column's cell for a row. */
  cell: (row: Row, index: number) => ReactNode;
  /** `end` for numbers and money (also uses tabular figures). Default `start`. */
  align?: 'start' | 'center' | 'end';
  /** This column names the row (e.g. the user): its cells become `<th scope="row">`. */
  rowHeader?: boolean;
  /** Keep the heading for screen readers only, e.g. an "Actions" column of buttons. */
  hideHeader?: boolean;
  /** CSS width of the column. */
  width?: string;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => Key;
  /** What the table lists; its accessible name. Required, but it may be visually hidden. */
  caption: ReactNode;
  hideCaption?: boolean;
  /** Shown when there are no rows and nothing is loading: text, or any element (an EmptyState with an action). */
  empty?: ReactNode;
  /** Rows are being fetched: an empty table shows a spinner with `loadingLabel`; a filled one dims and is `aria-busy`. */
  loading?: boolean;
  /** Default "Loading…", e.g. "Loading users…". */
  loadingLabel?: string;
  /** Tighter rows. */
  compact?: boolean;
  className?: string;
}

const alignClass = {
  start: undefined,
  center: 'pui-table__cell--center',
  end: 'pui-table__cell--end',
} as const;

/**
 * A data table. On narrow screens it scrolls sideways inside a focusable region named by the caption,
 * so keyboard users can scroll it too.
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption,
  empty = 'Nothing to show yet.',
  loading = false,
  loadingLabel = 'Loading…',
  compact,
  className,
}: TableProps<Row>) {
  useDesignSystemStyles();
  const captionId = useId();
  const showLoading = loading && rows.length === 0;
  const showEmpty = !loading && rows.length === 0;
  return (
    <div className={cx('pui-table-wrap', className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={cx('pui-table', compact && 'pui-table--compact')} aria-busy={loading || undefined}>
        <caption id={captionId} className={cx('pui-table__caption', hideCaption && 'pui-visually-hidden')}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={alignClass[column.align ?? 'start']}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.hideHeader ? (
                  <span className="pui-visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {showLoading && (
            <tr>
              <td className="pui-table__state" colSpan={columns.length}>
                <div className="pui-table__loading">
                  <Spinner label={loadingLabel} showLabel />
                </div>
              </td>
            </tr>
          )}
          {showEmpty && (
            <tr>
              <td className="pui-table__state" colSpan={columns.length}>
                {typeof empty === 'string' ? <EmptyState title={empty} titleAs="p" /> : empty}
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={getRowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row" className={alignClass[column.align ?? 'start']}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.id} className={alignClass[column.align ?? 'start']}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {loading && rows.length > 0 && <Spinner label={loadingLabel} className="pui-table__busy" />}
    </div>
  );
}
