import { buttonClassName, DocumentIcon, DownloadIcon } from '@party/shared-ui';
import type { SiteDocument } from '../api/get-documents';
import { formatFileSize } from '../downloads';
import { apiFileUrl } from '../office';

/**
 * The documents offered for download, each with its type, size and a download link. The API serves each
 * file as an attachment under its name, so the link saves it from any origin, with or without script.
 */
export function DownloadList({ documents }: { documents: readonly SiteDocument[] }) {
  return (
    <ul className="ps-static-downloads">
      {documents.map((document) => {
        const size = formatFileSize(document.byteSize);
        return (
          <li key={document.id} className="ps-static-download">
            <span className="ps-static-download__badge" aria-hidden="true">
              <DocumentIcon className="ps-static-icon" />
              <span className="ps-static-download__type">PDF</span>
            </span>
            <div className="ps-static-download__text">
              <h2 className="ps-static-download__title">{document.title}</h2>
              {document.description && (
                <p className="ps-static-download__description">{document.description}</p>
              )}
              <p className="ps-static-download__meta">
                PDF document <span aria-hidden="true">·</span> {size}
              </p>
            </div>
            <a
              className={`${buttonClassName({ variant: 'secondary' })} ps-static-button`}
              href={apiFileUrl(document.url)}
              download={document.fileName}
              type={document.contentType}
              aria-label={`Download ${document.title} (PDF, ${size})`}
            >
              <DownloadIcon className="ps-static-icon" />
              <span>Download</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
