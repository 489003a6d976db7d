import {
  Button,
  errorMessage,
  formatDate,
  Grid,
  isApiError,
  Section,
  Stack,
  VisuallyHidden,
} from '@party/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  defineRecordConsole,
  type Notice,
  type RecordListContext,
  type RecordMetric,
} from '../../../shared/record-console/record-console';
import { RecordConsole } from '../../../shared/record-console/RecordConsole';
import { compressGalleryAsset } from '../api/compress-gallery-asset';
import { deleteGalleryAsset } from '../api/delete-gallery-asset';
import { galleryKeys } from '../api/gallery-keys';
import { galleryInventoryQueryOptions } from '../api/get-gallery-assets';
import type { GalleryAsset } from '../api/types';
import {
  BACKLOG,
  categoryCoverage,
  compliancePercent,
  compressionSaving,
  formatKB,
  latestUpload,
  MESSAGES,
  oversizeAssets,
} from '../gallery-model';
import { AddAssetForm } from './AddAssetForm';
import { BulkAuditProgress, LaunchBulkAuditButton } from './BulkAudit';
import { RESTORABLE } from '../../../shared/trash-notice';

const CSS = `
.ac-gallery-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--pui-space-2); }
.ac-gallery-list li { display: flex; justify-content: space-between; align-items: center; gap: var(--pui-space-3); }
.ac-gallery-muted { color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
.ac-gallery-title { font-weight: var(--pui-font-weight-semibold); }
.ac-gallery-progress { height: 0.75rem; border-radius: var(--pui-radius-pill); background: var(--pui-color-gray-200); overflow: hidden; }
.ac-gallery-progress > span { display: block; height: 100%; background: var(--pui-color-primary); transition: width 200ms linear; }
`;

export const COMPRESS_FAILED = 'Unable to compress this asset right now.';

function loadFailure(error: unknown): string {
  if (isApiError(error) && (error.status === 401 || error.code === 'AUTH_REQUIRED'))
    return MESSAGES.authRequired;
  return MESSAGES.loadFailed;
}

/** The inventory's figures, from the whole inventory; a dash until it has loaded. */
function useGalleryMetrics({ page }: RecordListContext<GalleryAsset>): readonly RecordMetric[] {
  const assets = page?.items ?? [];
  return [
    { id: 'assets', label: 'Curated Assets', value: page ? assets.length : '—' },
    { id: 'compliance', label: '10 KB Compliance', value: page ? `${compliancePercent(assets)}%` : '—' },
    { id: 'latest', label: 'Latest Upload', value: formatDate(latestUpload(assets)) },
  ];
}

const WAITING = <p className="ac-gallery-muted">Waiting for the inventory…</p>;

/**
 * Request Compression of one asset: the server brings its display image within 10 KB and keeps the
 * original; the notice says what was saved. The inventory and the public gallery are then read again.
 */
function CompressButton({ asset, notify }: { asset: GalleryAsset; notify: (notice: Notice) => void }) {
  const queryClient = useQueryClient();
  const compress = useMutation({
    mutationFn: () => compressGalleryAsset(asset.id),
    onSuccess: async ({ beforeKB, afterKB }) => {
      notify({ tone: 'success', text: `"${asset.title}": ${compressionSaving(beforeKB, afterKB)}.` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryKeys.inventory() }),
        queryClient.invalidateQueries({ queryKey: galleryKeys.publicGallery }),
      ]);
    },
    onError: (error) => notify({ tone: 'error', text: errorMessage(error, COMPRESS_FAILED) }),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={compress.isPending}
      busyLabel="Compressing…"
      aria-label={`Request Compression of ${asset.title}`}
      onClick={() => compress.mutate()}
    >
      Request Compression
    </Button>
  );
}

/** The link to the image as uploaded, kept when the display image is compressed. */
function OriginalLink({ asset }: { asset: GalleryAsset }) {
  if (!asset.originalUrl) return <span className="ac-gallery-muted">Linked image</span>;
  return (
    <a href={asset.originalUrl} download>
      Download original <VisuallyHidden>of {asset.title}</VisuallyHidden>
      {asset.originalSizeKB === null ? '' : ` (${formatKB(asset.originalSizeKB)})`}
    </a>
  );
}

/** Category Coverage, File Size Audit and Operational Backlog (spec 02 §2). */
function GalleryPanels({
  assets,
  notify,
}: {
  assets: readonly GalleryAsset[] | undefined;
  notify: (notice: Notice) => void;
}) {
  const oversize = oversizeAssets(assets ?? []);
  return (
    <Grid minItemWidth="18rem" gap="4">
      <Section title="Category Coverage" variant="card" headingLevel={2}>
        {!assets ? (
          WAITING
        ) : assets.length === 0 ? (
          <p className="ac-gallery-muted">No assets yet.</p>
        ) : (
          <ul className="ac-gallery-list" aria-label="Category coverage">
            {categoryCoverage(assets).map(({ category, count }) => (
              <li key={category}>
                <span>{category}</span>
                <strong>{count}</strong>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="File Size Audit" variant="card" headingLevel={2}>
        {!assets ? (
          WAITING
        ) : oversize.length === 0 ? (
          <p>{MESSAGES.allCompliant}</p>
        ) : (
          <ul className="ac-gallery-list" aria-label="Assets over 10 KB">
            {oversize.map((asset) => (
              <li key={asset.id}>
                <span>
                  {asset.title} <span className="ac-gallery-muted">({formatKB(asset.fileSizeKB)})</span>
                </span>
                <CompressButton asset={asset} notify={notify} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Operational Backlog" variant="card" headingLevel={2}>
        <ul className="ac-gallery-list" aria-label="Operational backlog">
          {BACKLOG.map((item) => (
            <li key={item.id}>
              <Stack gap="1">
                <span>{item.task}</span>
                <span className="ac-gallery-muted">
                  Owner: {item.owner} · Due {formatDate(item.due)}
                </span>
              </Stack>
            </li>
          ))}
        </ul>
      </Section>
    </Grid>
  );
}

/**
 * The Gallery Operations Console (spec 02 §2): only constituency executive administrators (any admin role).
 * The whole inventory, drafts included, with its metrics, the add-asset form (which uploads), the bulk
 * audit's progress, the audit panels (Request Compression per asset) and the asset table with the
 * original's download link and Remove.
 */
const GALLERY_CONSOLE = defineRecordConsole({
  title: 'Gallery Operations Console',
  subtitle: 'Curate the gallery and keep every asset within the 10 KB specification.',
  access: { requires: 'admin', tone: 'warning', refusal: MESSAGES.noAccess },
  reloadLabel: 'Refresh inventory',
  headerActions: ({ notify }) => <LaunchBulkAuditButton notify={notify} />,
  styles: { id: 'ac-gallery-console', css: CSS },
  useMetrics: useGalleryMetrics,
  panels: ({ page, notify }) => (
    <Stack gap="4">
      <AddAssetForm />
      <BulkAuditProgress />
      <GalleryPanels assets={page?.items} notify={notify} />
    </Stack>
  ),
  listSection: { title: 'Asset Inventory' },
  filters: [],
  emptyFilters: {},
  unpaged: true,
  view: {
    kind: 'table',
    caption: 'Gallery assets',
    actionsHeader: 'Remove',
    columns: [
      {
        id: 'title',
        header: 'Title',
        rowHeader: true,
        cell: (asset: GalleryAsset) => (
          <Stack gap="1">
            <span className="ac-gallery-title">{asset.title}</span>
            <span className="ac-gallery-muted">{asset.location?.trim() || 'Location pending'}</span>
          </Stack>
        ),
      },
      { id: 'category', header: 'Category', cell: (asset) => asset.category?.trim() || '—' },
      { id: 'size', header: 'File Size', align: 'end', cell: (asset) => formatKB(asset.fileSizeKB) },
      { id: 'original', header: 'Original', cell: (asset) => <OriginalLink asset={asset} /> },
      { id: 'captured', header: 'Captured', cell: (asset) => formatDate(asset.capturedAt, 'TBC') },
      {
        id: 'tags',
        header: 'Tags',
        cell: (asset) => (asset.tags.length > 0 ? asset.tags.join(', ') : 'N/A'),
      },
    ],
  },
  rowKey: (asset) => asset.id,
  rowName: (asset) => asset.title,
  texts: {
    loading: 'Loading gallery assets…',
    loadFailed: loadFailure,
    emptyTitle: 'No gallery assets',
    emptyMessage: () => 'The gallery has no assets yet.',
    totalNoun: 'assets',
    deleteLabel: 'Remove',
    deletingLabel: 'Removing…',
    deleteTitle: 'Remove gallery asset?',
    deleteMessage: (asset) => `Remove "${asset.title}" from the gallery? ${RESTORABLE}`,
    deleted: (asset) => `Removed "${asset.title}" from the gallery.`,
    deleteFailed: () => MESSAGES.removeFailed,
  },
  calls: {
    list: () => galleryInventoryQueryOptions(),
    remove: (asset) => deleteGalleryAsset(asset.id),
    invalidates: galleryKeys.all,
  },
});

export function GalleryConsole() {
  return <RecordConsole declaration={GALLERY_CONSOLE} />;
}
