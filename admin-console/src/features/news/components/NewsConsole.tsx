import { Badge, formatDate, formatNumber, Grid, Select, TextArea, TextField } from '@party/shared-ui';
import { ADMIN_ACCESS } from '../../../shared/AccessGate';
import { defineRecordConsole, standardTexts } from '../../../shared/record-console/record-console';
import { RecordConsole, ShortId } from '../../../shared/record-console/RecordConsole';
import { ImageUrlField } from '../../../shared/image-upload/ImageUrlField';
import { createNews } from '../api/create-news';
import { deleteNews } from '../api/delete-news';
import { newsQueryOptions } from '../api/get-news';
import { type NewsArticle } from '../api/types';
import { newsKeys } from '../api/news-keys';
import { updateNews } from '../api/update-news';
import { CATEGORY_OPTIONS, categoryLabel } from './categories';
import { EMPTY_NEWS_FORM, formFromArticle, newsPayload, validateNewsForm } from './news-form';
import { RESTORABLE } from '../../../shared/trash-notice';

const PAGE_SIZE = 10;

const isScheduled = (article: NewsArticle) => new Date(article.publishedAt).getTime() > Date.now();

const STANDARD = standardTexts({
  one: 'news article',
  many: 'news',
  listed: 'news articles',
  counted: 'articles',
});

/** The admin news page (spec 02 §2): list, filters, create/edit dialog and delete confirmation. */
const NEWS_CONSOLE = defineRecordConsole({
  title: 'Manage News',
  subtitle: 'Write, schedule and remove news articles.',
  access: ADMIN_ACCESS,
  createLabel: 'New article',
  styles: {
    id: 'ac-news-console',
    css: `.ac-news-published { display: inline-flex; flex-wrap: wrap; gap: var(--pui-space-2); align-items: center; }`,
  },
  filters: [
    { name: 'search', kind: 'search', label: 'Search news' },
    {
      name: 'category',
      kind: 'select',
      label: 'Category',
      options: CATEGORY_OPTIONS,
      placeholder: 'All categories',
    },
  ],
  emptyFilters: { search: '', category: '' },
  view: {
    kind: 'table',
    caption: 'News articles',
    columns: [
      { id: 'id', header: 'ID', cell: (article: NewsArticle) => <ShortId id={article.id} /> },
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
    ],
  },
  rowKey: (article) => article.id,
  rowName: (article) => article.title,
  texts: {
    ...STANDARD.texts,
    emptyMessage: ({ filtered }) =>
      filtered ? 'No articles match the current filters.' : 'Write the first article.',
    deleteMessage: (article) => `Delete news article "${article.title}"? ${RESTORABLE}`,
  },
  form: {
    ...STANDARD.form,
    title: { create: 'New news article', edit: 'Edit news article' },
    submitLabel: { create: 'Create article', edit: 'Save changes' },
    size: 'lg',
    initial: (article) => (article ? formFromArticle(article) : EMPTY_NEWS_FORM),
    validate: validateNewsForm,
    fields: (field) => (
      <>
        <TextField label="Title" required {...field('title')} />
        <Grid minItemWidth="14rem" gap="4">
          <Select
            label="Category"
            required
            options={CATEGORY_OPTIONS}
            placeholder="Select a category"
            {...field('category')}
          />
          <TextField label="Author" required {...field('author')} />
          <TextField
            label="Published date"
            type="datetime-local"
            required
            hint="A date in the future schedules the article."
            {...field('publishedAt')}
          />
        </Grid>
        <TextArea label="Excerpt" required rows={2} {...field('excerpt')} />
        <TextArea label="Content" required rows={8} {...field('content')} />
        <ImageUrlField label="Image URL" uploadLabel="Upload image" {...field('image')} />
      </>
    ),
  },
  calls: {
    list: ({ page, filters }) => newsQueryOptions({ page, limit: PAGE_SIZE, ...filters }),
    create: (values) => createNews(newsPayload(values)),
    update: (article, values) => updateNews({ id: article.id, payload: newsPayload(values) }),
    remove: (article) => deleteNews(article.id),
    invalidates: newsKeys.all,
  },
});

export function NewsConsole() {
  return <RecordConsole declaration={NEWS_CONSOLE} />;
}
