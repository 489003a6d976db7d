import { Page } from '@party/shared-ui';
import { DownloadList } from '../features/static/components/DownloadList';
import { DOWNLOADS } from '../features/static/downloads';
import { useInjectedStyles } from '../styles/inject';
import { staticCss } from '../styles/static.css';

/** /downloads (spec 01 §2): a static list of three PDFs, each with its size and a download link. */
export default function DownloadsPage() {
  useInjectedStyles('ps-static', staticCss);
  return (
    <Page
      eyebrow="Resources"
      title="Downloads"
      subtitle="Election results, our manifesto and annual reports, free to download and share."
    >
      <DownloadList downloads={DOWNLOADS} />
      <p className="ps-static-note">
        Need a printed copy or another format? Ask at the constituency office, or see the Contact page.
      </p>
    </Page>
  );
}
