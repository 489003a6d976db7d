import { Badge, buttonClassName, EmptyState, Link, Section } from '@party/shared-ui';
import { useId } from 'react';
import { useWardsPage } from '../api/get-wards-with-branches';
import type { Branch, Constituency, Ward } from '../api/types';
import { countLabel, wardTitle } from '../display';
import { ExecutiveList } from './ExecutiveList';
import { LoadFailure } from '../../../shared/LoadFailure';
import { LoadingCards } from './LoadStates';
import { OfficeContacts } from './OfficeContacts';

export const WARDS_FAILED = 'Failed to load wards';

/** The page number an address's `page` gives: a whole number from 1, anything else page 1. */
export function wardPageNumber(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export interface WardDirectoryProps {
  constituency: Constituency;
  /** Which page of wards to show, from 1 (the address's `?page=`). */
  page: number;
}

/**
 * The ward page's content: each ward with its contacts and executives, and its branches with theirs, a few
 * wards a page (WARDS_PER_PAGE) with links to the others, so that a constituency of many wards still makes a
 * page a phone reads quickly. The links are plain links: they work before the page's scripts run.
 */
export function WardDirectory({ constituency, page }: WardDirectoryProps) {
  const wards = useWardsPage(constituency.id, page);
  if (wards.data === undefined) {
    return wards.isError ? (
      <LoadFailure
        message={WARDS_FAILED}
        error={wards.error}
        retrying={wards.isFetching}
        onRetry={() => void wards.refetch()}
      />
    ) : (
      <LoadingCards label="Loading wards…" />
    );
  }
  const { totalPages, totalWards } = wards.data;
  if (totalWards === 0) {
    return (
      <EmptyState
        bordered
        titleAs="p"
        title="No wards recorded yet."
        message={`The wards of ${constituency.constituency_name} will be listed here once they are set up.`}
      />
    );
  }
  if (wards.data.wards.length === 0) {
    return (
      <EmptyState
        bordered
        titleAs="p"
        title={`There is no page ${page} of wards.`}
        message={`${constituency.constituency_name} has ${countLabel(totalWards, 'ward', 'wards')} on ${countLabel(totalPages, 'page', 'pages')}.`}
        action={
          <Link className={buttonClassName({ variant: 'secondary' })} to="?page=1">
            Go to the first page
          </Link>
        }
      />
    );
  }
  return (
    <>
      <div className="ps-exec-units">
        {wards.data.wards.map((ward) => (
          <WardEntry key={ward.id} ward={ward} />
        ))}
      </div>
      {totalPages > 1 ? <WardPages page={page} totalPages={totalPages} totalWards={totalWards} /> : null}
    </>
  );
}

/** Previous, where this page stands, and Next: links to the neighbouring pages of wards. */
function WardPages({
  page,
  totalPages,
  totalWards,
}: {
  page: number;
  totalPages: number;
  totalWards: number;
}) {
  const link = (to: number, label: string, rel: 'prev' | 'next') => (
    <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={`?page=${to}`} rel={rel}>
      {label}
    </Link>
  );
  return (
    <nav className="ps-exec-pages" aria-label="Pages of wards">
      {page > 1 ? link(Math.min(page - 1, totalPages), 'Previous wards', 'prev') : <span />}
      <p className="ps-exec-pages__status">
        Page {Math.min(page, totalPages)} of {totalPages} ({countLabel(totalWards, 'ward', 'wards')})
      </p>
      {page < totalPages ? link(page + 1, 'More wards', 'next') : <span />}
    </nav>
  );
}

function WardEntry({ ward }: { ward: Ward }) {
  const branches = ward.branches ?? [];
  return (
    <Section
      variant="card"
      className="ps-exec-unit"
      title={wardTitle(ward.ward_name)}
      actions={<Badge tone="info">{countLabel(branches.length, 'branch', 'branches')}</Badge>}
    >
      <OfficeContacts officeLocation={ward.office_location} phone={ward.phone_number} email={ward.email} />
      <div className="ps-exec-block">
        <h3 className="ps-exec-block__title">Ward executives</h3>
        <ExecutiveList
          executives={ward.executives}
          headingLevel={4}
          label={`${wardTitle(ward.ward_name)} executives`}
        />
      </div>
      <div className="ps-exec-block">
        <h3 className="ps-exec-block__title">Branches</h3>
        {branches.length === 0 ? (
          <p className="ps-exec-note">No branches recorded yet.</p>
        ) : (
          <ul className="ps-exec-branches" aria-label={`Branches of ${wardTitle(ward.ward_name)}`}>
            {branches.map((branch) => (
              <BranchEntry key={branch.id} branch={branch} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

function BranchEntry({ branch }: { branch: Branch }) {
  const titleId = useId();
  return (
    <li className="ps-exec-branch">
      <article aria-labelledby={titleId}>
        <h4 id={titleId} className="ps-exec-branch__title">
          {branch.branch_name}
        </h4>
        <OfficeContacts
          officeLocation={branch.office_location}
          phone={branch.phone_number}
          email={branch.email}
        />
        <ExecutiveList
          executives={branch.executives}
          headingLevel={5}
          label={`${branch.branch_name} branch executives`}
        />
      </article>
    </li>
  );
}
