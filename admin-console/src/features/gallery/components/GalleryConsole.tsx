import {
  Button,
  EmptyState,
  formatDate,
  Grid,
  isApiError,
  Page,
  Section,
  Stack,
  Table,
  useInjectedStyles,
  type TableColumn,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteGalleryAsset } from '../api/delete-gallery-asset';
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
import { AddAssetForm } from './AddAssetForm';
import { AccessGate } from '../../../shared/AccessGate';
import { LoadFailedBanner } from '../../../shared/LoadFailedBanner';
import { NoticeBanner } from '../../../shared/NoticeBanner';
import type { Notice } from '../../../shared/record-console/record-console';
import { RowActionButtons } from '../../../shared/record-console/RowActionButtons';
import { useConfirmedAction } from '../../../shared/record-console/use-confirmed-action';

const CSS = `
.ac-gallery-metric { border: 1px solid var(--pui-color-border); border-radius: var(--pui-radius-md); background: var(--pui-color-surface); padding: var(--pui-space-4); margin: 0; }
.ac-gallery-metric dt { color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
.ac-gallery-metric dd { margin: var(--pui-space-1) 0 0; font-size: 1.75rem; font-weight: var(--pui-font-weight-bold); }
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

/** The Gallery Operations Console (spec 02 §2): only constituency executive administrators (any admin role). */
export function GalleryConsole() {
  return (
    <AccessGate
      requires="admin"
      title="Gallery Operations Console"
      tone="warning"
      refusal={MESSAGES.noAccess}
    >
      <GalleryWorkspace />
    </AccessGate>
  );
}

function GalleryWorkspace() {
  useInjectedStyles('ac-gallery-console', CSS);
  const inventory = useQuery(galleryInventoryQueryOptions());
  const remove = useDeleteGalleryAsset();
  const [notice, setNotice] = useState<Notice | null>(null);
  const removal = useConfirmedAction({
    run: (asset: GalleryAsset) => remove.mutateAsync(asset.id),
    title: 'Remove gallery asset?',
    message: (asset) => `Remove "${asset.title}" from the gallery? This cannot be undone.`,
    confirmLabel: 'Remove',
    busyLabel: 'Removing…',
    succeeded: (_, asset) => `Removed "${asset.title}" from the gallery.`,
    failed: () => MESSAGES.removeFailed,
    notify: setNotice,
  });

  const assets = inventory.data ?? [];
  const oversize = oversizeAssets(assets);
  const latest = latestUpload(assets);

  const columns: TableColumn<GalleryAsset>[] = [
    {
      id: 'title',
      header: 'Title',
      rowHeader: true,
      cell: (asset) => (
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
    {
      id: 'remove',
      header: 'Remove',
      hideHeader: true,
      cell: (asset) => (
        <RowActionButtons
          actions={[
            {
              label: 'Remove',
              name: `Remove ${asset.title}`,
              variant: 'danger',
              onClick: () => {
                setNotice(null);
                removal.ask(asset);
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Page
      eyebrow="Admin"
      title="Gallery Operations Console"
      subtitle="Curate the gallery and keep every asset within the 10 KB specification."
      width="wide"
      actions={
        <Stack direction="row" gap="2">
          <Button
            variant="secondary"
            disabled={inventory.isFetching}
            onClick={() => {
              setNotice(null);
              void inventory.refetch();
            }}
          >
            Refresh inventory
          </Button>
          <Button disabled title="Bulk audits are not available yet">
            Launch Bulk Audit
          </Button>
        </Stack>
      }
    >
      <Stack gap="6">
        <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
        <LoadFailedBanner query={inventory}>{loadFailure(inventory.error)}</LoadFailedBanner>

        <Grid minItemWidth="12rem" gap="4">
          <dl className="ac-gallery-metric">
            <dt>Curated Assets</dt>
            <dd>{inventory.data ? assets.length : '—'}</dd>
          </dl>
          <dl className="ac-gallery-metric">
            <dt>10 KB Compliance</dt>
            <dd>{inventory.data ? `${compliancePercent(assets)}%` : '—'}</dd>
          </dl>
          <dl className="ac-gallery-metric">
            <dt>Latest Upload</dt>
            <dd>{formatDate(latest)}</dd>
          </dl>
        </Grid>

        <AddAssetForm />

        <Grid minItemWidth="18rem" gap="4">
          <Section title="Category Coverage" variant="card" headingLevel={2}>
            {!inventory.data ? (
              <p className="ac-gallery-muted">Waiting for the inventory…</p>
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
            {!inventory.data ? (
              <p className="ac-gallery-muted">Waiting for the inventory…</p>
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

        <Section title="Asset Inventory" headingLevel={2}>
          <Table
            caption="Asset inventory"
            hideCaption
            columns={columns}
            rows={assets}
            getRowKey={(asset) => asset.id}
            loading={inventory.isFetching && !inventory.isError}
            loadingLabel="Loading gallery assets…"
            empty={
              inventory.isError ? null : (
                <EmptyState titleAs="p" title="No gallery assets" message="The gallery has no assets yet." />
              )
            }
          />
        </Section>
      </Stack>
      {removal.dialog}
    </Page>
  );
}
