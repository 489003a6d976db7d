import { EmptyState } from '@party/shared-ui';
import type { Executive } from '../api/types';
import { ExecutiveCard, type HeadingLevel } from './ExecutiveCard';

export const NO_EXECUTIVES = 'No executives recorded yet.';

export interface ExecutiveListProps {
  executives: readonly Executive[];
  /** Heading level of each executive's name. */
  headingLevel: HeadingLevel;
  /** Who the list belongs to, for its accessible name, e.g. "Ahodwo ward executives". */
  label: string;
  /** `page`: a framed empty state; `nested` (inside a ward or branch): one quiet line. */
  emptyStyle?: 'page' | 'nested';
}

/** A grid of executive cards, or "No executives recorded yet." */
export function ExecutiveList({
  executives,
  headingLevel,
  label,
  emptyStyle = 'nested',
}: ExecutiveListProps) {
  if (executives.length === 0) {
    return emptyStyle === 'page' ? (
      <EmptyState bordered titleAs="p" title={NO_EXECUTIVES} />
    ) : (
      <p className="ps-exec-note">{NO_EXECUTIVES}</p>
    );
  }
  return (
    <ul className="ps-exec-grid" aria-label={label}>
      {executives.map((executive) => (
        <ExecutiveCard key={executive.id} executive={executive} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
