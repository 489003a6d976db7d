import { Page } from '@party/shared-ui';
import { ConstituencyDirectory } from '../features/executives/components/ConstituencyDirectory';
import { ConstituencyPicker } from '../features/executives/components/ConstituencyPicker';
import { executivesCss } from '../styles/executives.css';
import { useInjectedStyles } from '../styles/inject';

/** /executives/constituency: the constituency office and its executives (spec 01 §2). */
export default function ConstituencyExecutivesPage() {
  useInjectedStyles('ps-executives', executivesCss);
  return (
    <Page
      eyebrow="Executives"
      title="Constituency Executives"
      subtitle="The officers who lead the party across the constituency, and how to reach the constituency office."
    >
      <ConstituencyPicker>
        {(constituency) => <ConstituencyDirectory constituency={constituency} />}
      </ConstituencyPicker>
    </Page>
  );
}
