import { Page } from '@party/shared-ui';
import { BranchDirectory } from '../features/executives/components/BranchDirectory';
import { ConstituencyPicker } from '../features/executives/components/ConstituencyPicker';
import { executivesCss } from '../styles/executives.css';
import { useInjectedStyles } from '../styles/inject';

/** /executives/branch: every branch of every ward of the constituency, with its executives (spec 01 §2). */
export default function BranchExecutivesPage() {
  useInjectedStyles('ps-executives', executivesCss);
  return (
    <Page
      eyebrow="Executives"
      title="Branch Executives"
      subtitle="The branches of every ward, where members meet and organise, and the executives who lead them."
    >
      <ConstituencyPicker>
        {(constituency) => <BranchDirectory constituency={constituency} />}
      </ConstituencyPicker>
    </Page>
  );
}
