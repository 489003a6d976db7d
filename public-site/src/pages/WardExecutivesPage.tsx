import { Page } from '@party/shared-ui';
import { ConstituencyPicker } from '../features/executives/components/ConstituencyPicker';
import { WardDirectory, wardPageNumber } from '../features/executives/components/WardDirectory';
import { useListUrlState } from '../shared/list-url-state';
import { executivesCss } from '../styles/executives.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * /executives/ward: every ward of the constituency with its executives and branches (spec 01 §2), a few wards
 * a page (`?page=2`).
 */
export default function WardExecutivesPage() {
  useInjectedStyles('ps-executives', executivesCss);
  const address = useListUrlState({ page: '1' });
  const page = wardPageNumber(address.values.page);
  return (
    <Page
      eyebrow="Executives"
      title="Ward Executives"
      subtitle="Each ward of the constituency with its office, its executives, and its branches with theirs."
    >
      <ConstituencyPicker onChoose={() => address.update({ page: '1' }, { replace: true })}>
        {(constituency) => <WardDirectory constituency={constituency} page={page} />}
      </ConstituencyPicker>
    </Page>
  );
}
