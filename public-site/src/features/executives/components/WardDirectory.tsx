import { Badge, EmptyState, Section } from '@party/shared-ui';
import { useId } from 'react';
import { useWardsWithBranches } from '../api/get-wards-with-branches';
import type { Branch, Constituency, Ward } from '../api/types';
import { countLabel, wardTitle } from '../display';
import { ExecutiveList } from './ExecutiveList';
import { LoadFailure, LoadingCards } from './LoadStates';
import { OfficeContacts } from './OfficeContacts';

export const WARDS_FAILED = 'Failed to load wards';

/** The ward page's content: each ward with its contacts and executives, and its branches with theirs. */
export function WardDirectory({ constituency }: { constituency: Constituency }) {
  const wards = useWardsWithBranches(constituency.id);
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
  if (wards.data.length === 0) {
    return (
      <EmptyState
        bordered
        titleAs="p"
        title="No wards recorded yet."
        message={`The wards of ${constituency.constituency_name} will be listed here once they are set up.`}
      />
    );
  }
  return (
    <div className="ps-exec-units">
      {wards.data.map((ward) => (
        <WardEntry key={ward.id} ward={ward} />
      ))}
    </div>
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
