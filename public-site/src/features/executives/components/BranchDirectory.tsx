import { EmptyState, Section } from '@party/shared-ui';
import { useWardsWithBranches } from '../api/get-wards-with-branches';
import type { Branch, Constituency, Ward } from '../api/types';
import { wardTitle } from '../display';
import { ExecutiveList } from './ExecutiveList';
import { LoadFailure } from '../../../shared/LoadFailure';
import { LoadingCards } from './LoadStates';
import { OfficeContacts } from './OfficeContacts';

export const BRANCHES_FAILED = 'Failed to load branches';

/** Every branch of every ward, in ward order, each beside the ward it belongs to. */
export function branchesOf(wards: readonly Ward[]): { branch: Branch; ward: Ward }[] {
  return wards.flatMap((ward) => (ward.branches ?? []).map((branch) => ({ branch, ward })));
}

/**
 * The branch page's content: all branches of all wards of the constituency, each with its ward, office
 * details and executives. Reads the same ward tree as the ward page (one call, include=branches).
 */
export function BranchDirectory({ constituency }: { constituency: Constituency }) {
  const wards = useWardsWithBranches(constituency.id);
  if (wards.data === undefined) {
    return wards.isError ? (
      <LoadFailure
        message={BRANCHES_FAILED}
        error={wards.error}
        retrying={wards.isFetching}
        onRetry={() => void wards.refetch()}
      />
    ) : (
      <LoadingCards label="Loading branches…" />
    );
  }
  const entries = branchesOf(wards.data);
  if (entries.length === 0) {
    return (
      <EmptyState
        bordered
        titleAs="p"
        title="No branches recorded yet."
        message={`The branches of ${constituency.constituency_name} will be listed here once they are set up.`}
      />
    );
  }
  return (
    <div className="ps-exec-units">
      {entries.map(({ branch, ward }) => (
        <Section key={branch.id} variant="card" className="ps-exec-unit" title={branch.branch_name}>
          <OfficeContacts
            leading={[{ label: 'Ward', value: wardTitle(ward.ward_name) }]}
            officeLocation={branch.office_location}
            phone={branch.phone_number}
            email={branch.email}
          />
          <div className="ps-exec-block">
            <h3 className="ps-exec-block__title">Branch executives</h3>
            <ExecutiveList
              executives={branch.executives}
              headingLevel={4}
              label={`${branch.branch_name} branch executives`}
            />
          </div>
        </Section>
      ))}
    </div>
  );
}
