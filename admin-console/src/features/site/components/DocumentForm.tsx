import { Button, Stack, TextArea, TextField, VisuallyHidden } from '@party/shared-ui';
import { useId, useState, type FormEvent } from 'react';
import { FILE_REQUIRED, pdfProblem, TITLE_REQUIRED } from '../document-model';

export interface DocumentFormValues {
  title: string;
  description: string;
  file: File | undefined;
}

export interface DocumentFormProps {
  /** Accessible name of the form, e.g. "Upload a document". */
  label: string;
  initial: { title: string; description: string };
  /** A new document needs a file; an edit may leave it out (the stored file stays). */
  fileRequired: boolean;
  fileLabel: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the form; answers the API's field errors when it refused it, or null when it was saved. */
  onSubmit: (
    values: DocumentFormValues,
    onProgress: (fraction: number) => void,
  ) => Promise<Record<string, string[]> | null>;
  onCancel?: () => void;
}

/** Title, description and a PDF file, with the upload's progress while it is sent. */
export function DocumentForm({
  label,
  initial,
  fileRequired,
  fileLabel,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: DocumentFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [file, setFile] = useState<File | undefined>();
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const progressId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Record<string, string[]> = {};
    if (!title.trim()) found.title = [TITLE_REQUIRED];
    if (file) {
      const problem = await pdfProblem(file);
      if (problem) found.file = [problem];
    } else if (fileRequired) {
      found.file = [FILE_REQUIRED];
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setProgress(file ? 0 : null);
    try {
      const refused = await onSubmit({ title, description, file }, setProgress);
      if (refused) {
        setErrors(refused);
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      } else if (fileRequired) {
        // A new document was added: the form is ready for the next one.
        setTitle('');
        setDescription('');
        setFile(undefined);
        setFileKey((key) => key + 1);
      }
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null || undefined;
  return (
    <form noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <TextField
          label="Title"
          required
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea
          label="Description"
          rows={2}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextField
          key={fileKey}
          label={fileLabel}
          type="file"
          accept="application/pdf,.pdf"
          required={fileRequired}
          hint="A PDF file of at most 10 MB."
          error={errors.file}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setErrors(({ file: _dropped, ...rest }) => rest);
          }}
        />
        {progress !== null && file && (
          <div role="status">
            <label htmlFor={progressId}>Uploading {file.name}…</label>{' '}
            <progress id={progressId} max={1} value={progress}>
              {Math.round(progress * 100)}%
            </progress>
            <VisuallyHidden>{Math.round(progress * 100)}%</VisuallyHidden>
          </div>
        )}
        <div className="ac-site-actions">
          <Button type="submit" busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
