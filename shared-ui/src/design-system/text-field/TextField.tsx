import type { ComponentPropsWithRef } from 'react';
import { errorList, FieldErrors, FieldHint, FieldLabel, useFieldIds, type FieldProps } from '../field/Field';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Class of the wrapper (label, input and messages); use `inputClassName` for the input itself. */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled single-line input (`type` text, email, password, number, date, url, search…). Native
 * props and `ref` go to the `<input>`; `required` adds a visual marker to the label as well.
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  className,
  inputClassName,
  id,
  type = 'text',
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  useDesignSystemStyles();
  const errors = errorList(error);
  const hasHint = hint !== undefined && hint !== null;
  const ids = useFieldIds({ id, hasHint, errors, describedBy: ariaDescribedBy });
  return (
    <div className={cx('pui-field', className)}>
      <FieldLabel htmlFor={ids.inputId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <input
        {...rest}
        id={ids.inputId}
        type={type}
        required={required}
        className={cx('pui-input', inputClassName)}
        aria-invalid={ids.invalid || rest['aria-invalid'] || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
