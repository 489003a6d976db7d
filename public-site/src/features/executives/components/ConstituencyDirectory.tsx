import { Section } from '@party/shared-ui';
import { useConstituencyExecutives } from '../api/get-constituency-executives';
import type { Constituency } from '../api/types';
import { ExecutiveList } from './ExecutiveList';
import { LoadFailure } from '../../../shared/LoadFailure';
import { LoadingCards } from './LoadStates';
import { OfficeContacts } from './OfficeContacts';

export const CONSTITUENCY_EXECUTIVES_FAILED = 'Failed to load constituency executives';

/** The constituency page's content: the office details, then the executives (up to 100). */
export function ConstituencyDirectory({ constituency }: { constituency: Constituency }) {
  const executives = useConstituencyExecutives(constituency.id);
  return (
    <>
      <Section
        variant="card"
        className="ps-exec-unit"
        title={constituency.constituency_name}
        description="Constituency office"
      >
        <OfficeContacts
          officeLocation={constituency.office_location}
          phone={constituency.phone_number}
          email={constituency.email}
        />
      </Section>
      <Section
        title="Constituency executives"
        description="The officers elected to lead the party across the constituency."
      >
        {executives.data !== undefined ? (
          <ExecutiveList
            executives={executives.data}
            headingLevel={3}
            label={`${constituency.constituency_name} executives`}
            emptyStyle="page"
          />
        ) : executives.isError ? (
          <LoadFailure
            message={CONSTITUENCY_EXECUTIVES_FAILED}
            error={executives.error}
            retrying={executives.isFetching}
            onRetry={() => void executives.refetch()}
          />
        ) : (
          <LoadingCards label="Loading constituency executives…" />
        )}
      </Section>
    </>
  );
}
