import { EmptyState, Page } from '@party/shared-ui';
import { useDocuments } from '../features/static/api/get-documents';
import { DownloadList } from '../features/static/components/DownloadList';
import { Loading } from '../features/static/components/LoadStates';
import { LoadFailure } from '../shared/LoadFailure';
import { useInjectedStyles } from '../styles/inject';
import { staticCss } from '../styles/static.css';

/** /downloads (spec 01 §2): the PDFs the back office publishes (GET /api/documents), each with its size. */
export default function DownloadsPage() {
  useInjectedStyles('ps-static', staticCss);
  const documents = useDocuments();
  return (
    <Page
      eyebrow="Resources"
      title="Downloads"
      subtitle="Election results, our manifesto and annual reports, free to download and share."
    >
      {documents.isPending ? (
        <Loading label="Loading the documents" />
      ) : documents.isError ? (
        <LoadFailure
          message="Failed to load the documents"
          error={documents.error}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      ) : documents.data.length === 0 ? (
        <EmptyState
          bordered
          titleAs="p"
          title="No documents are available for download yet."
          message="Please check back soon."
        />
      ) : (
        <DownloadList documents={documents.data} />
      )}
      <p className="ps-static-note">
        Need a printed copy or another format? Ask at the constituency office, or see the Contact page.
      </p>
    </Page>
  );
}
