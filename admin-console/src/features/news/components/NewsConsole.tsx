import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  formatDate,
  formatNumber,
  Page,
  Pagination,
  Select,
  Stack,
  Table,
  TextField,
  useInjectedStyles,
  type BannerTone,
  type TableColumn,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteNews } from '../api/delete-news';
import { newsQueryOptions } from '../api/get-news';
import type { NewsArticle } from '../api/types';
import { CATEGORY_OPTIONS, categoryLabel } from './categories';
import { NewsFormModal } from './NewsFormModal';

const PAGE_SIZE = 10;

const CSS = `
.ac-news-filters { align-items: flex-end; }
.ac-news-filters > * { flex: 1 1 14rem; max-width: 24rem; }
.ac-news-id { font-family: var(--pui-font-mono); color: var(--pui-color-text-muted); }
.ac-news-published { display: inline-flex; flex-wrap: wrap; gap: var(--pui-space-2); align-items: center; }
`;

type Editing = { article: NewsArticle | null } | null;

const isScheduled = (article: NewsArticle) => new Date(article.publishedAt).getTime() > Date.now();

/** The admin news page (spec 02 §2): list, filters, create/edit dialog and delete confirmation. */
export function NewsConsole() {
  useInjectedStyles('ac-news-console', CSS);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NewsArticle | null>(null);
  const [notice, setNotice] = useState<{ tone: BannerTone; text: string } | null>(null);

  const list = useQuery(newsQueryOptions({ page, limit: PAGE_SIZE, search, category }));
  const remove = useDeleteNews();

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setNotice({ tone: 'success', text: 'News article deleted successfully' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to delete news article') });
    } finally {
      setDeleting(null);
    }
  }

  const columns: TableColumn<NewsArticle>[] = [
    {
      id: 'id',
      header: 'ID',
      cell: (article) => (
        <span className="ac-news-id" title={article.id}>
          {article.id.slice(0, 8)}
        </span>
      ),
    },
    { id: 'title', header: 'Title', rowHeader: true, cell: (article) => article.title },
    { id: 'category', header: 'Category', cell: (article) => categoryLabel(article.category) },
    { id: 'author', header: 'Author', cell: (article) => article.author },
    { id: 'views', header: 'Views', align: 'end', cell: (article) => formatNumber(article.views) },
    {
      id: 'published',
      header: 'Published',
      cell: (article) => (
        <span className="ac-news-published">
          {formatDate(article.publishedAt)}
          {isScheduled(article) ? <Badge tone="info">Scheduled</Badge> : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (article) => (
        <Stack direction="row" gap="2" wrap={false}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${article.title}`}
            onClick={() => setEditing({ article })}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete ${article.title}`}
            onClick={() => setDeleting(article)}
          >
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  const filtered = search.trim() !== '' || category !== '';

  return (
    <Page
      eyebrow="Admin"
      title="Manage News"
      subtitle="Write, schedule and remove news articles."
      width="wide"
      actions={
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({ article: null });
          }}
        >
          New article
        </Button>
      }
    >
      <Stack gap="4">
        {notice ? (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        ) : null}
        {list.isError ? (
          <Banner
            tone="error"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(list.error, 'Failed to load news')}
          </Banner>
        ) : null}
        <Stack direction="row" gap="4" className="ac-news-filters">
          <TextField
            label="Search news"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Select
            label="Category"
            options={CATEGORY_OPTIONS}
            placeholder="All categories"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setPage(1);
            }}
          />
        </Stack>
        <Table
          caption="News articles"
          hideCaption
          columns={columns}
          rows={list.data?.items ?? []}
          getRowKey={(article) => article.id}
          loading={list.isFetching && !list.isError}
          loadingLabel="Loading news…"
          empty={
            list.isError ? null : (
              <EmptyState
                titleAs="p"
                title="No news articles found"
                message={filtered ? 'No articles match the current filters.' : 'Write the first article.'}
              />
            )
          }
        />
        {list.data ? (
          <Pagination
            page={list.data.page}
            totalPages={list.data.totalPages}
            onPageChange={setPage}
            totalText={`(${list.data.totalItems} total articles)`}
            disabled={list.isFetching}
          />
        ) : null}
      </Stack>
      {editing ? (
        <NewsFormModal
          article={editing.article}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete news article?"
        message={deleting ? `Delete news article "${deleting.title}"? This cannot be undone.` : ''}
        confirmLabel="Delete"
        variant="danger"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
