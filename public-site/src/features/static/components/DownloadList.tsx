import { buttonClassName } from '@party/shared-ui';
import { formatFileSize, type Download } from '../downloads';
import { DocumentIcon, DownloadIcon } from './icons';

/** The documents offered for download, each with its type, size and a download link. */
export function DownloadList({ downloads }: { downloads: readonly Download[] }) {
  return (
    <ul className="ps-static-downloads">
      {downloads.map((download) => {
        const size = formatFileSize(download.bytes);
        return (
          <li key={download.id} className="ps-static-download">
            <span className="ps-static-download__badge" aria-hidden="true">
              <DocumentIcon />
              <span className="ps-static-download__type">{download.type.label}</span>
            </span>
            <div className="ps-static-download__text">
              <h2 className="ps-static-download__title">{download.title}</h2>
              <p className="ps-static-download__description">{download.description}</p>
              <p className="ps-static-download__meta">
                {download.type.label} document <span aria-hidden="true">·</span> {size}
              </p>
            </div>
            <a
              className={`${buttonClassName({ variant: 'secondary' })} ps-static-button`}
              href={download.url}
              download={download.fileName}
              type={download.type.mime}
              aria-label={`Download ${download.title} (${download.type.label}, ${size})`}
            >
              <DownloadIcon />
              <span>Download</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
