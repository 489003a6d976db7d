import { Banner, Button, Grid, Modal, Select, Stack, TextArea, TextField } from '@party/shared-ui';
import { useRecordForm } from '../../../shared/use-record-form';
import { useCreateNews } from '../api/create-news';
import type { NewsArticle } from '../api/types';
import { useUpdateNews } from '../api/update-news';
import { CATEGORY_OPTIONS } from './categories';
import { EMPTY_NEWS_FORM, formFromArticle, newsPayload, validateNewsForm } from './news-form';

const FORM_ID = 'ac-news-form';

export interface NewsFormModalProps {
  /** The article to edit, or null for a new one. */
  article: NewsArticle | null;
  onClose: () => void;
  /** Called with the success message once the article is saved. */
  onSaved: (message: string) => void;
}

/** The create/edit dialog of the news console (spec 02 §5). Mount it only while open. */
export function NewsFormModal({ article, onClose, onSaved }: NewsFormModalProps) {
  const create = useCreateNews();
  const update = useUpdateNews();
  const saving = create.isPending || update.isPending;
  const { errors, failure, field, submit } = useRecordForm({
    initial: () => (article ? formFromArticle(article) : EMPTY_NEWS_FORM),
    validate: validateNewsForm,
    save: async (values) => {
      const payload = newsPayload(values);
      if (article) await update.mutateAsync({ id: article.id, payload });
      else await create.mutateAsync(payload);
    },
    saving,
    onSaved,
    successMessage: article ? 'News article updated successfully' : 'News article created successfully',
    failureMessage: 'Failed to save news article',
  });

  return (
    <Modal
      open
      onClose={onClose}
      preventClose={saving}
      size="lg"
      title={article ? 'Edit news article' : 'New news article'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={saving} busyLabel="Saving…">
            {article ? 'Save changes' : 'Create article'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          {errors.non_field_errors ? <Banner tone="error">{errors.non_field_errors.join(' ')}</Banner> : null}
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
          <TextField label="Image URL" type="url" {...field('image')} />
        </Stack>
      </form>
    </Modal>
  );
}
