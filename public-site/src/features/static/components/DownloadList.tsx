import { buttonClassName, DocumentIcon, DownloadIcon } from '@party/shared-ui';
import { formatFileSize, type Download } from '../downloads';

/**
 * Saves the file under its name. A `download` link only saves files of the page's own origin, and the
 * files live with this remote, which the shell may serve from another origin: there the browser would
 * open the PDF in place of the site. So the file is fetched (remote files allow CORS) and saved from a
 * same-origin blob URL; if that fails, the link is followed as it stands.
 */
async function saveFile(download: Download, link: HTMLAnchorElement): Promise<void> {
  try {
    const response = await fetch(download.url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const save = document.createElement('a');
    save.href = url;
    save.download = download.fileName;
    document.body.append(save);
    save.click();
    save.remove();
    // Revoked once the click has handed the blob to the download.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    window.location.assign(link.href);
  }
}

const isCrossOrigin = (url: string) => new URL(url, window.location.href).origin !== window.location.origin;

/** The documents offered for download, each with its type, size and a download link. */
export function DownloadList({ downloads }: { downloads: readonly Download[] }) {
  return (
    <ul className="ps-static-downloads">
      {downloads.map((download) => {
        const size = formatFileSize(download.bytes);
        return (
          <li key={download.id} className="ps-static-download">
            <span className="ps-static-download__badge" aria-hidden="true">
              <DocumentIcon className="ps-static-icon" />
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
              onClick={(event) => {
                // A plain click on a file of another origin; modified clicks keep the browser's behaviour.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                if (!isCrossOrigin(event.currentTarget.href)) return;
                event.preventDefault();
                void saveFile(download, event.currentTarget);
              }}
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
