import {
  api,
  Banner,
  Button,
  buttonClassName,
  EmptyState,
  errorMessage,
  fieldErrors,
  Modal,
  Page,
  Section,
  Spinner,
  Stack,
  useInjectedStyles,
  VisuallyHidden,
  type BannerTone,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ADMIN_ACCESS, AccessGate } from '../../../shared/AccessGate';
import { LoadFailedBanner } from '../../../shared/LoadFailedBanner';
import { useConfirmedAction } from '../../../shared/record-console/use-confirmed-action';
import { documentsQueryOptions, useDocumentMutations, type SiteDocument } from '../api/site-api';
import { fileSize, moved } from '../document-model';
import { DocumentForm, type DocumentFormValues } from './DocumentForm';
import { RESTORABLE } from '../../../shared/trash-notice';

export const DOCUMENTS_LOAD_FAILURE = 'Failed to load the documents';
/** Messages last 5 seconds (spec 02 §9). */
const MESSAGE_MS = 5000;

const CSS = `
.ac-docs { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--pui-space-3); }
.ac-doc { border: 1px solid var(--pui-color-border); border-radius: var(--pui-radius-md); padding: var(--pui-space-3) var(--pui-space-4); display: flex; flex-wrap: wrap; gap: var(--pui-space-3); align-items: center; justify-content: space-between; }
.ac-doc__text { min-width: 14rem; flex: 1; }
.ac-doc__title { margin: 0; font-size: var(--pui-font-size-lg); }
.ac-doc__meta, .ac-doc__description { margin: 0; color: var(--pui-color-text-muted); }
.ac-site-actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-2); align-items: center; }
`;

type Notice = { tone: BannerTone; text: string; id: number } | null;
let noticeCount = 0;
const noticeOf = (tone: BannerTone, text: string): Notice => ({ tone, text, id: ++noticeCount });

/** /admin/documents: administrators only; anyone else gets the access message and nothing is loaded. */
export function DocumentsConsole() {
  return (
    <AccessGate {...ADMIN_ACCESS} title="Documents">
      <DocumentsConsolePage />
    </AccessGate>
  );
}

/** A file the API serves, on the API's origin when the runtime config puts it on another one. */
function fileUrl(path: string): string {
  return /^https?:\/\//i.test(api.baseUrl) ? new URL(path, api.baseUrl).href : path;
}

/** The API refused the form with field errors (answered to the form), or failed otherwise (a notice). */
function refusal(error: unknown, notify: (text: string) => void): Record<string, string[]> {
  const byField = fieldErrors(error);
  notify(errorMessage(error, 'The document could not be saved.'));
  return byField;
}

/** The Downloads page's PDFs: upload, edit or replace, reorder and remove. */
function DocumentsConsolePage() {
  useInjectedStyles('ac-site-docs', CSS);
  const documents = useQuery(documentsQueryOptions());
  const { upload, edit, reorder, remove } = useDocumentMutations();
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<SiteDocument | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const notify = (tone: BannerTone, text: string) => setNotice(noticeOf(tone, text));

  const removal = useConfirmedAction<SiteDocument, string>({
    run: (document) => remove.mutateAsync(document.id),
    title: 'Remove document?',
    message: (document) => `Remove "${document.title}" from the Downloads page? ${RESTORABLE}`,
    confirmLabel: 'Remove',
    busyLabel: 'Removing…',
    succeeded: (message) => message,
    failed: (error) => errorMessage(error, 'The document could not be removed.'),
    notify: ({ tone, text }) => notify(tone, text),
  });

  async function move(index: number, step: -1 | 1) {
    const list = documents.data ?? [];
    const document = list[index];
    if (!document || reorder.isPending) return;
    try {
      await reorder.mutateAsync(
        moved(
          list.map((item) => item.id),
          index,
          step,
        ),
      );
      notify('success', `"${document.title}" moved ${step < 0 ? 'up' : 'down'}.`);
      // Focus follows the document to its new place (the same button, or the other one at an end).
      requestAnimationFrame(() => {
        const item = listRef.current?.querySelector<HTMLElement>(`[data-document="${document.id}"]`);
        const direction = step < 0 ? 'up' : 'down';
        const button =
          item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`) ??
          item?.querySelector<HTMLButtonElement>('[data-move]');
        button?.focus();
      });
    } catch (error) {
      notify('error', errorMessage(error, 'The documents could not be reordered.'));
    }
  }

  async function create(values: DocumentFormValues, onProgress: (fraction: number) => void) {
    try {
      const { message } = await upload.mutateAsync({
        title: values.title,
        description: values.description,
        file: values.file!,
        onProgress,
      });
      notify('success', message);
      return null;
    } catch (error) {
      return refusal(error, (text) => notify('error', text));
    }
  }

  async function save(
    document: SiteDocument,
    values: DocumentFormValues,
    onProgress: (fraction: number) => void,
  ) {
    try {
      const { message } = await edit.mutateAsync({
        id: document.id,
        title: values.title,
        description: values.description,
        file: values.file,
        onProgress,
      });
      setEditing(null);
      notify('success', message);
      return null;
    } catch (error) {
      return refusal(error, (text) => notify('error', text));
    }
  }

  const list = documents.data ?? [];
  return (
    <Page
      eyebrow="Admin"
      title="Documents"
      subtitle="The PDFs of the public Downloads page, in the order visitors see them."
      width="wide"
    >
      <Stack gap="5">
        {notice ? (
          <Banner
            key={notice.id}
            tone={notice.tone}
            onDismiss={() => setNotice(null)}
            autoClearMs={MESSAGE_MS}
          >
            {notice.text}
          </Banner>
        ) : null}
        <LoadFailedBanner query={documents}>{DOCUMENTS_LOAD_FAILURE}</LoadFailedBanner>
        <Section variant="card" title="Upload a document">
          <DocumentForm
            label="Upload a document"
            initial={{ title: '', description: '' }}
            fileRequired
            fileLabel="PDF file"
            submitLabel="Upload"
            busyLabel="Uploading…"
            onSubmit={create}
          />
        </Section>
        <Section title="On the Downloads page">
          {documents.isPending ? (
            <Spinner label="Loading the documents…" />
          ) : documents.isError ? null : list.length === 0 ? (
            <EmptyState
              bordered
              titleAs="p"
              title="No documents yet."
              message="Upload a PDF above: it appears on the Downloads page at once."
            />
          ) : (
            <ol className="ac-docs" ref={listRef} aria-label="Documents, in order">
              {list.map((document, index) => (
                <li key={document.id} className="ac-doc" data-document={document.id}>
                  <div className="ac-doc__text">
                    <h3 className="ac-doc__title">{document.title}</h3>
                    {document.description && <p className="ac-doc__description">{document.description}</p>}
                    <p className="ac-doc__meta">
                      {document.fileName} · {fileSize(document.byteSize)}
                    </p>
                  </div>
                  <div className="ac-site-actions">
                    {index > 0 && (
                      <Button
                        size="sm"
                        variant="secondary"
                        data-move="up"
                        aria-label={`Move up ${document.title}`}
                        onClick={() => void move(index, -1)}
                      >
                        Move up
                      </Button>
                    )}
                    {index < list.length - 1 && (
                      <Button
                        size="sm"
                        variant="secondary"
                        data-move="down"
                        aria-label={`Move down ${document.title}`}
                        onClick={() => void move(index, 1)}
                      >
                        Move down
                      </Button>
                    )}
                    <a
                      className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                      href={fileUrl(document.url)}
                    >
                      Download <VisuallyHidden>{document.title}</VisuallyHidden>
                    </a>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${document.title}`}
                      onClick={() => setEditing(document)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Remove ${document.title}`}
                      onClick={() => removal.ask(document)}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </Stack>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Edit ${editing.title}` : ''}
        description="Change the title or description, or choose a new PDF to replace the file."
        preventClose={edit.isPending}
      >
        {editing && (
          <DocumentForm
            label="Edit document"
            initial={{ title: editing.title, description: editing.description }}
            fileRequired={false}
            fileLabel="Replace the file (optional)"
            submitLabel="Save"
            busyLabel="Saving…"
            onSubmit={(values, onProgress) => save(editing, values, onProgress)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      {removal.dialog}
    </Page>
  );
}
