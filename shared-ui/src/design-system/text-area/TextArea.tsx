import type { ComponentPropsWithRef } from 'react';
import { errorList, FieldErrors, FieldHint, FieldLabel, useFieldIds, type FieldProps } from '../field/Field';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface TextAreaProps extends FieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Class of the wrapper; use `inputClassName` for the `<textarea>` itself. */
  className?: string;
  inputClassName?: string;
}

/** A labelled multi-line input; resizable vertically. Native props and `ref` go to the `<textarea>`. */
export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  className,
  inputClassName,
  id,
  rows = 4,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaProps) {
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
      <textarea
        {...rest}
        id={ids.inputId}
        rows={rows}
        required={required}
        className={cx('pui-input', 'pui-textarea', inputClassName)}
        aria-invalid={ids.invalid || rest['aria-invalid'] || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
