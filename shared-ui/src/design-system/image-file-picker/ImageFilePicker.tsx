import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { errorList, FieldErrors, FieldHint, FieldLabel, useFieldIds, type FieldError } from '../field/Field';
import { ImageIcon } from '../icons/icons';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

/** The product's image limit (spec: "Image maximum 5 MB"). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';

function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Math.round(mb * 10) / 10}MB`;
  return `${Math.round((bytes / 1024) * 10) / 10}KB`;
}

/** "File size must be less than 5MB" for the default limit. */
export function fileTooLargeMessage(maxBytes: number = IMAGE_MAX_BYTES): string {
  return `File size must be less than ${sizeText(maxBytes)}`;
}

/** The picture formats the API accepts (it decodes them to check); SVG is not among them. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * Why a file cannot be used as an image upload, or null when it can. The `accept` attribute only
 * filters the browser's file dialog (users can pick "All files"), so the type is checked here too.
 */
export function checkImageFile(file: File, maxBytes: number = IMAGE_MAX_BYTES): string | null {
  // SVG is an image type but can carry script; the server refuses it, so refuse it here at once.
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return NOT_AN_IMAGE_MESSAGE;
  // "Less than 5MB" (spec 01 §5): a file of exactly the limit is too large.
  if (file.size >= maxBytes) return fileTooLargeMessage(maxBytes);
  return null;
}

function previewUrl(file: File): string | null {
  // Without a working createObjectURL (jsdom has none, or Node's, which refuses jsdom's File) there is
  // simply no preview; the file is still accepted.
  if (typeof URL.createObjectURL !== 'function') return null;
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

export interface ImageFilePickerProps {
  label: ReactNode;
  /** Help under the label; by default it states the limit ("PNG, JPEG, GIF or WebP, less than 5MB"). */
  hint?: ReactNode;
  /** Errors from elsewhere (the server's field errors); shown after the picker's own refusal. */
  error?: FieldError;
  /** Called with the accepted file, or null when the choice is cleared or refused. */
  onChange: (file: File | null) => void;
  /** The image saved so far, shown while no new file is chosen. */
  currentImageUrl?: string | null;
  /** Alt text of the current image. Default "Current image". */
  currentImageAlt?: string;
  /** Largest accepted file in bytes. Default 5 MB. */
  maxSizeBytes?: number;
  /** Upload progress from 0 to 1; shows a labelled progress bar. Leave undefined when not uploading. */
  progress?: number | null;
  /** Text before the percentage on the progress bar. Default "Uploading". */
  progressLabel?: string;
  /** Accessible name of the button that clears the chosen file. Default "Remove selected image". */
  clearLabel?: string;
  disabled?: boolean;
  required?: boolean;
  /** Form field name, for forms submitted as FormData. */
  name?: string;
  id?: string;
  className?: string;
}

interface Selection {
  file: File;
  url: string | null;
}

/**
 * Picks one image file: `accept="image/*"`, refuses anything else or anything over the limit (with the
 * product's messages), previews the choice, falls back to the current image, and can show upload
 * progress. To reset it from outside (after a save), remount it with a new `key`.
 */
export function ImageFilePicker({
  label,
  hint,
  error,
  onChange,
  currentImageUrl,
  currentImageAlt = 'Current image',
  maxSizeBytes = IMAGE_MAX_BYTES,
  progress,
  progressLabel = 'Uploading',
  clearLabel = 'Remove selected image',
  disabled,
  required,
  name,
  id,
  className,
}: ImageFilePickerProps) {
  useDesignSystemStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = [...(refusal ? [refusal] : []), ...errorList(error)];
  const hintText = hint ?? `PNG, JPEG, GIF or WebP, less than ${sizeText(maxSizeBytes)}`;
  const ids = useFieldIds({ id, hasHint: true, errors });

  // Each preview URL holds the file in memory until revoked: revoke it when replaced and on unmount.
  useEffect(() => {
    const url = selection?.url;
    return () => {
      if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    };
  }, [selection]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    if (!file) {
      setSelection(null);
      setRefusal(null);
      onChange(null);
      return;
    }
    const problem = checkImageFile(file, maxSizeBytes);
    if (problem) {
      // Empty the input too, so a form submitted as FormData does not carry the refused file.
      input.value = '';
      setSelection(null);
      setRefusal(problem);
      onChange(null);
      return;
    }
    setRefusal(null);
    setSelection({ file, url: previewUrl(file) });
    onChange(file);
  }

  function clear() {
    if (inputRef.current) {
      inputRef.current.value = '';
      // The clear button disappears with the selection: keep keyboard focus on the picker.
      inputRef.current.focus();
    }
    setSelection(null);
    setRefusal(null);
    onChange(null);
  }

  const shownUrl = selection ? selection.url : (currentImageUrl ?? null);
  const shownAlt = selection ? `Preview of ${selection.file.name}` : currentImageAlt;
  const percent =
    progress === null || progress === undefined ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);

  return (
    <div className={cx('pui-field', 'pui-file', className)}>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hintText}</FieldHint>
      <div className={cx('pui-file__box', ids.invalid && 'pui-file__box--invalid')}>
        <div className="pui-file__preview">
          {shownUrl ? <img src={shownUrl} alt={shownAlt} /> : <ImageIcon />}
        </div>
        <div className="pui-file__controls">
          <input
            ref={inputRef}
            id={ids.inputId}
            name={name}
            type="file"
            accept={ACCEPTED_TYPES}
            className="pui-file__input"
            disabled={disabled}
            required={required}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            onChange={handleChange}
          />
          {selection && (
            <div className="pui-file__meta">
              <span className="pui-file__name">{selection.file.name}</span>
              <span>{sizeText(selection.file.size)}</span>
              <Button variant="link" size="sm" onClick={clear} disabled={disabled} aria-label={clearLabel}>
                Remove
              </Button>
            </div>
          )}
          {percent !== null && (
            <div className="pui-file__progress">
              <label htmlFor={`${ids.inputId}-progress`}>
                {progressLabel} {percent}%
              </label>
              <progress id={`${ids.inputId}-progress`} max={100} value={percent}>
                {percent}%
              </progress>
            </div>
          )}
        </div>
      </div>
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
