import { formatNumber, Skeleton } from '@party/shared-ui';
import { useId } from 'react';
import type { ProjectStats } from '../project';

const TILES: readonly { key: keyof ProjectStats; label: string; modifier: string }[] = [
  { key: 'total', label: 'Total projects', modifier: 'total' },
  { key: 'ongoing', label: 'Ongoing', modifier: 'ongoing' },
  { key: 'completed', label: 'Completed', modifier: 'completed' },
  { key: 'totalBeneficiaries', label: 'Total beneficiaries', modifier: 'beneficiaries' },
];

/** The four counts over every project (spec 01 §2), as a description list: label, then value. */
export function ProjectStatsPanel({ stats }: { stats: ProjectStats | undefined }) {
  const headingId = useId();
  return (
    <section className="ps-projects-section" aria-labelledby={headingId} aria-busy={stats === undefined}>
      <h2 id={headingId} className="ps-projects-section__title">
        At a glance
      </h2>
      <dl className="ps-projects-stats">
        {TILES.map(({ key, label, modifier }) => (
          <div key={key} className={`ps-projects-stat ps-projects-stat--${modifier}`}>
            <dt className="ps-projects-stat__label">{label}</dt>
            <dd className="ps-projects-stat__value">
              {stats ? formatNumber(stats[key]) : <Skeleton width="3ch" height="1em" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
