import { errorMessage, fieldErrors, isWebUrl, Stack, TextField, type FieldError } from '@party/shared-ui';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ImageDropZone, sizeText } from './ImageDropZone';
import { uploadImage } from './upload-image';

export const UPLOAD_FAILED = 'Unable to upload the image. Please try again.';

/**
 * Sets a controlled input's value the way typing does, so that the form's own `onChange` sees it: React
 * listens for the native `input` event and reads the value through the prototype's setter.
 */
function typeInto(input: HTMLInputElement, value: string) {
  Reflect.set(HTMLInputElement.prototype, 'value', value, input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface ImageUrlFieldProps {
  /** The URL box's label, e.g. "Image URL". */
  label: string;
  /** The drop zone's label, e.g. "Upload image". */
  uploadLabel: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error?: FieldError;
}

type Upload =
  | { readonly state: 'idle' }
  | { readonly state: 'uploading'; readonly file: File; readonly progress: number }
  | { readonly state: 'done'; readonly file: File; readonly url: string; readonly sizeKB: number }
  | { readonly state: 'failed'; readonly file: File; readonly message: string };

/**
 * An image field of a record form (news, projects) whose value is a URL: paste one, or upload a file
 * (chosen or dropped), which is sent at once to POST /api/media with its progress shown; its address
 * (/api/media/{id}) then fills the URL box, and the form saves that as usual. Takes the props of the
 * form's `field(name)`.
 */
export function ImageUrlField({ label, uploadLabel, name, value, onChange, error }: ImageUrlFieldProps) {
  const urlInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the form stops an upload that nobody will use.
  useEffect(() => () => controller.current?.abort(), []);

  async function send(file: File | null) {
    controller.current?.abort();
    if (!file) {
      setUpload({ state: 'idle' });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ state: 'uploading', file, progress: 0 });
    try {
      const uploaded = await uploadImage(
        file,
        (progress) => {
          if (!abort.signal.aborted) setUpload({ state: 'uploading', file, progress });
        },
        abort.signal,
      );
      if (abort.signal.aborted) return;
      if (urlInput.current) typeInto(urlInput.current, uploaded.url);
      setUpload({ state: 'done', file, url: uploaded.url, sizeKB: uploaded.sizeKB });
    } catch (failure) {
      if (abort.signal.aborted) return;
      const problems = fieldErrors(failure).image;
      setUpload({
        state: 'failed',
        file,
        message: problems?.join(' ') ?? errorMessage(failure, UPLOAD_FAILED),
      });
    }
  }

  const file = upload.state === 'idle' ? null : upload.file;
  return (
    <Stack gap="2">
      <ImageDropZone
        label={uploadLabel}
        file={file}
        onFileChange={(chosen) => void send(chosen)}
        progress={upload.state === 'uploading' ? upload.progress : null}
        error={upload.state === 'failed' ? upload.message : undefined}
        // Only a whole address is shown, not each half-typed one.
        currentImageUrl={isWebUrl(value.trim()) ? value.trim() : null}
      />
      <p role="status" className="pui-field__hint">
        {upload.state === 'done' && upload.url === value
          ? `Uploaded ${upload.file.name} (${sizeText(upload.sizeKB * 1024)}); its address is filled in below.`
          : ''}
      </p>
      <TextField
        ref={urlInput}
        label={label}
        type="url"
        hint="Or paste the address of an image."
        name={name}
        value={value}
        onChange={onChange}
        error={error}
      />
    </Stack>
  );
}
