/**
 * The parts every form control shares: the label, the hint and the error list, with the ids that tie
 * them to the control (`htmlFor`, `aria-describedby`, `aria-invalid`). Internal to the design system.
 */
import { useId, type ReactNode } from 'react';
import { SmallErrorIcon } from '../icons/icons';
import { cx } from '../styles/cx';

/** One message, several messages (as the API's field errors arrive), or none. */
export type FieldError = string | readonly string[] | null | undefined;

/** The props every labelled control accepts. */
export interface FieldProps {
  /** The visible label, tied to the control. Required: every control needs an accessible name. */
  label: ReactNode;
  /** Help shown under the label, read out as the control's description. */
  hint?: ReactNode;
  /** Error message(s): marks the control `aria-invalid` and adds them to its description. */
  error?: FieldError;
  /** Hide the label visually (it stays the accessible name): for a search box in a filter bar. */
  hideLabel?: boolean;
}

export function errorList(error: FieldError): string[] {
  if (error === null || error === undefined) return [];
  const list: readonly string[] = typeof error === 'string' ? [error] : error;
  return list.filter((message) => message.trim() !== '');
}

interface FieldIdsOptions {
  id?: string;
  hasHint: boolean;
  errors: string[];
  /** The consumer's own aria-describedby, kept in front of ours. */
  describedBy?: string;
}

export function useFieldIds({ id, hasHint, errors, describedBy }: FieldIdsOptions) {
  const generated = useId();
  const inputId = id ?? `pui-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const ids = [describedBy, hasHint && hintId, errors.length > 0 && errorId].filter(Boolean).join(' ');
  return {
    inputId,
    hintId,
    errorId,
    invalid: errors.length > 0,
    describedBy: ids === '' ? undefined : ids,
  };
}

export function FieldLabel({
  htmlFor,
  required,
  hidden,
  className,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={cx(
        className ?? 'pui-field__label',
        required && 'pui-field__label--required',
        hidden && 'pui-visually-hidden',
      )}
    >
      {children}
    </label>
  );
}

export function FieldHint({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className={className ?? 'pui-field__hint'}>
      {children}
    </p>
  );
}

/** The error message(s) of a field; nothing when there are none. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  if (errors.length === 1) {
    return (
      <p id={id} className="pui-field__error">
        <SmallErrorIcon />
        <span>{errors[0]}</span>
      </p>
    );
  }
  return (
    <ul id={id} className="pui-field__errors">
      {errors.map((message, index) => (
        <li key={`${index}:${message}`} className="pui-field__error">
          <SmallErrorIcon />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}
