import {
  Button,
  checkImageFile,
  cx,
  IMAGE_MAX_BYTES,
  ImageIcon,
  useInjectedStyles,
  type FieldError,
} from '@party/shared-ui';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';

/** The formats the API accepts (it decodes them to check); SVG is not among them. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export const DROP_HINT = 'PNG, JPEG, GIF, WebP or AVIF, less than 5MB. Drop it here or choose a file.';

const CSS = `
.ac-drop { display: grid; gap: var(--pui-space-2); }
.ac-drop__zone {
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: var(--pui-space-4);
  padding: var(--pui-space-4);
  border: 2px dashed var(--pui-color-border-strong);
  border-radius: var(--pui-radius-lg);
  background: var(--pui-color-surface-raised);
}
.ac-drop__zone--over { border-color: var(--pui-color-primary); background: var(--pui-color-primary-soft); }
.ac-drop__zone--invalid { border-color: var(--pui-color-danger); }
.ac-drop__zone:focus-within { box-shadow: var(--pui-focus-ring); }
.ac-drop__preview {
  display: flex; align-items: center; justify-content: center;
  width: 6rem; height: 6rem; overflow: hidden;
  border-radius: var(--pui-radius-md); border: 1px solid var(--pui-color-border);
  color: var(--pui-color-primary);
}
.ac-drop__preview > img { width: 100%; height: 100%; object-fit: cover; display: block; }
.ac-drop__controls { display: grid; gap: var(--pui-space-2); min-width: 0; }
.ac-drop__prompt { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }
.ac-drop__input { max-width: 100%; font: inherit; font-size: var(--pui-font-size-sm); }
.ac-drop__meta { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pui-space-2) var(--pui-space-3); font-size: var(--pui-font-size-sm); }
.ac-drop__name { font-weight: var(--pui-font-weight-medium); overflow-wrap: anywhere; }
.ac-drop__bar { height: 0.5rem; border-radius: var(--pui-radius-pill); background: var(--pui-color-gray-200); overflow: hidden; }
.ac-drop__bar > span { display: block; height: 100%; background: var(--pui-color-primary); transition: width 120ms linear; }
.ac-drop__progress { display: grid; gap: var(--pui-space-1); font-size: var(--pui-font-size-xs); color: var(--pui-color-text-muted); }
`;

/** "405 KB", "1.2 MB". */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Math.round(mb * 10) / 10} MB`;
  return `${Math.round((bytes / 1024) * 10) / 10} KB`;
}

function previewUrl(file: File): string | null {
  // jsdom has no working createObjectURL: then there is simply no preview.
  if (typeof URL.createObjectURL !== 'function') return null;
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

const errorList = (error: FieldError | undefined): string[] =>
  error === null || error === undefined
    ? []
    : (typeof error === 'string' ? [error] : [...error]).filter((message) => message.trim() !== '');

export interface ImageDropZoneProps {
  label: string;
  hint?: string;
  /** The chosen file (controlled); null when none. */
  file: File | null;
  /** Called with an accepted file, or null when the choice is cleared or refused. */
  onFileChange: (file: File | null) => void;
  /** The uploaded fraction (0–1) while the file is being sent; null otherwise. */
  progress: number | null;
  /** Errors from elsewhere (the server's), shown after the zone's own refusal. */
  error?: FieldError;
  /** The image saved so far, shown while no file is chosen. */
  currentImageUrl?: string | null;
  disabled?: boolean;
  required?: boolean;
  id?: string;
}

/**
 * Chooses one image: with the file input (keyboard: Tab to it, Enter or Space opens the dialog) or by
 * dropping a file on the zone. Refuses what is not an image or is 5 MB or more, with the product's
 * messages (spec 01 §5), as the API does; previews the choice; shows the upload's progress as a labelled
 * `role=progressbar`.
 */
export function ImageDropZone({
  label,
  hint = DROP_HINT,
  file,
  onFileChange,
  progress,
  error,
  currentImageUrl,
  disabled,
  required,
  id,
}: ImageDropZoneProps) {
  useInjectedStyles('ac-image-drop-zone', CSS);
  const generated = useId();
  const inputId = id ?? `ac-drop-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = [...(refusal ? [refusal] : []), ...errorList(error)];

  // Each preview URL holds the file in memory until revoked: revoked when replaced and on unmount.
  const preview = useMemo(() => (file ? previewUrl(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
    },
    [preview],
  );

  // The form emptied itself (after a save): the input lets go of the file too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function take(chosen: File | null) {
    if (!chosen) {
      setRefusal(null);
      onFileChange(null);
      return;
    }
    const problem = checkImageFile(chosen, IMAGE_MAX_BYTES);
    if (problem) {
      if (inputRef.current) inputRef.current.value = '';
      setRefusal(problem);
      onFileChange(null);
      return;
    }
    setRefusal(null);
    onFileChange(chosen);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    take(event.dataTransfer.files[0] ?? null);
    inputRef.current?.focus();
  }

  function clear() {
    if (inputRef.current) {
      inputRef.current.value = '';
      // The Remove button goes with the file: keyboard focus stays on the zone's input.
      inputRef.current.focus();
    }
    take(null);
  }

  const percent = progress === null ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const shown = preview ?? (file ? null : (currentImageUrl ?? null));
  const describedBy = [hintId, errors.length > 0 ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="pui-field ac-drop">
      <label htmlFor={inputId} className={cx('pui-field__label', required && 'pui-field__label--required')}>
        {label}
      </label>
      <p id={hintId} className="pui-field__hint">
        {hint}
      </p>
      <div
        className={cx(
          'ac-drop__zone',
          over && 'ac-drop__zone--over',
          errors.length > 0 && 'ac-drop__zone--invalid',
        )}
        data-drop-zone={inputId}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={onDrop}
      >
        <div className="ac-drop__preview">
          {shown ? (
            <img src={shown} alt={file ? `Preview of ${file.name}` : 'Current image'} />
          ) : (
            <ImageIcon />
          )}
        </div>
        <div className="ac-drop__controls">
          <p className="ac-drop__prompt" aria-hidden="true">
            {over ? 'Release to use this image' : 'Drag and drop an image here, or'}
          </p>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES}
            className="ac-drop__input"
            disabled={disabled}
            required={required}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={describedBy}
            onChange={(event: ChangeEvent<HTMLInputElement>) => take(event.currentTarget.files?.[0] ?? null)}
          />
          {file ? (
            <div className="ac-drop__meta">
              <span className="ac-drop__name">{file.name}</span>
              <span>{sizeText(file.size)}</span>
              <Button
                variant="link"
                size="sm"
                onClick={clear}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </Button>
            </div>
          ) : null}
          {percent !== null ? (
            <div className="ac-drop__progress">
              <div
                className="ac-drop__bar"
                role="progressbar"
                aria-label={file ? `Uploading ${file.name}` : 'Uploading'}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
              <span aria-hidden="true">Uploading {percent}%</span>
            </div>
          ) : null}
        </div>
      </div>
      {errors.length > 0 ? (
        <ul id={errorId} className="pui-field__errors" role="alert">
          {errors.map((message) => (
            <li key={message} className="pui-field__error">
              {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
