import { Button, formatDate, Grid, isApiError, Section, Stack } from '@party/shared-ui';
import {
  defineRecordConsole,
  type RecordListContext,
  type RecordMetric,
} from '../../../shared/record-console/record-console';
import { RecordConsole } from '../../../shared/record-console/RecordConsole';
import { deleteGalleryAsset } from '../api/delete-gallery-asset';
import { galleryKeys } from '../api/gallery-keys';
import { galleryInventoryQueryOptions } from '../api/get-gallery-assets';
import type { GalleryAsset } from '../api/types';
import {
  BACKLOG,
  categoryCoverage,
  compliancePercent,
  formatKB,
  latestUpload,
  MESSAGES,
  oversizeAssets,
} from '../gallery-model';
import { ADD_ASSET_FORM } from './AddAssetForm';

const CSS = `
.ac-gallery-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--pui-space-2); }
.ac-gallery-list li { display: flex; justify-content: space-between; align-items: center; gap: var(--pui-space-3); }
.ac-gallery-muted { color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
.ac-gallery-title { font-weight: var(--pui-font-weight-semibold); }
`;

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

/** Category Coverage, File Size Audit and Operational Backlog (spec 02 §2). */
function GalleryPanels({ assets }: { assets: readonly GalleryAsset[] | undefined }) {
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
                <Button size="sm" variant="secondary" disabled>
                  Request Compression
                </Button>
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
 * The whole inventory, drafts included, with its metrics, the add-asset form (which sends nothing), the
 * audit panels and the asset table with Remove.
 */
const GALLERY_CONSOLE = defineRecordConsole({
  title: 'Gallery Operations Console',
  subtitle: 'Curate the gallery and keep every asset within the 10 KB specification.',
  access: { requires: 'admin', tone: 'warning', refusal: MESSAGES.noAccess },
  reloadLabel: 'Refresh inventory',
  headerActions: () => (
    <Button disabled title="Bulk audits are not available yet">
      Launch Bulk Audit
    </Button>
  ),
  styles: { id: 'ac-gallery-console', css: CSS },
  useMetrics: useGalleryMetrics,
  createForm: ADD_ASSET_FORM,
  panels: ({ page }) => <GalleryPanels assets={page?.items} />,
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
    deleteMessage: (asset) => `Remove "${asset.title}" from the gallery? This cannot be undone.`,
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
