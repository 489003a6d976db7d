import { Page } from '@party/shared-ui';
import { ConstituencyPicker } from '../features/executives/components/ConstituencyPicker';
import { WardDirectory } from '../features/executives/components/WardDirectory';
import { executivesCss } from '../styles/executives.css';
import { useInjectedStyles } from '../styles/inject';

/** /executives/ward: every ward of the constituency with its executives and branches (spec 01 §2). */
export default function WardExecutivesPage() {
  useInjectedStyles('ps-executives', executivesCss);
  return (
    <Page
      eyebrow="Executives"
      title="Ward Executives"
      subtitle="Each ward of the constituency with its office, its executives, and its branches with theirs."
    >
      <ConstituencyPicker>
        {(constituency) => <WardDirectory constituency={constituency} />}
      </ConstituencyPicker>
    </Page>
  );
}
