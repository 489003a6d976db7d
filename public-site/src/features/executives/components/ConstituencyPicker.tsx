import { EmptyState, Select, Skeleton, VisuallyHidden } from '@party/shared-ui';
import { Fragment, useState, type ReactNode } from 'react';
import { useConstituencies } from '../api/get-constituencies';
import type { Constituency } from '../api/types';
import { countLabel } from '../display';
import { LoadFailure } from '../../../shared/LoadFailure';

export const CONSTITUENCIES_FAILED = 'Failed to load constituencies';

export interface ConstituencyPickerProps {
  /** What to show for the chosen constituency; remounted when the choice changes. */
  children: (constituency: Constituency) => ReactNode;
  /** Told when the visitor chooses another constituency (a paged page goes back to its first page). */
  onChoose?: (constituencyId: string) => void;
}

/**
 * The constituency selector every executive page starts with (spec 01 §2): it loads the constituencies,
 * defaults to the first, and renders the page's content for the one chosen. The choice is not in the URL:
 * the spec reads query parameters on three other pages only.
 */
export function ConstituencyPicker({ children, onChoose }: ConstituencyPickerProps) {
  const query = useConstituencies();
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (query.data === undefined) {
    if (query.isError) {
      return (
        <LoadFailure
          message={CONSTITUENCIES_FAILED}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <div className="ps-exec-toolbar" role="status" aria-live="polite">
        <VisuallyHidden>Loading constituencies…</VisuallyHidden>
        <div className="ps-exec-toolbar__select" aria-hidden="true">
          <Skeleton width="6rem" />
          <Skeleton variant="rect" height="2.5rem" />
        </div>
      </div>
    );
  }

  const constituencies = query.data;
  // A choice that vanished on a refetch falls back to the first, like the first visit.
  const selected = constituencies.find(({ id }) => id === chosenId) ?? constituencies[0];
  if (selected === undefined) {
    return (
      <EmptyState
        bordered
        titleAs="p"
        title="No constituencies recorded yet."
        message="Executives will be listed here once the constituency is set up."
      />
    );
  }

  return (
    <>
      <div className="ps-exec-toolbar">
        <Select
          className="ps-exec-toolbar__select"
          label="Constituency"
          options={constituencies.map(({ id, constituency_name }) => ({
            value: id,
            label: constituency_name,
          }))}
          value={selected.id}
          onChange={(event) => {
            setChosenId(event.target.value);
            onChoose?.(event.target.value);
          }}
        />
        <p className="ps-exec-toolbar__summary">
          {selected.constituency_name} · {countLabel(selected.ward_count, 'ward')}
        </p>
      </div>
      <Fragment key={selected.id}>{children(selected)}</Fragment>
    </>
  );
}
